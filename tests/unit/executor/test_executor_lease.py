"""The per-proposal lease: one holder at a time, released only by its holder."""

import pytest
from redis.asyncio import Redis

from assent_executor.lease import ProposalLease, execution_lease_key


async def test_one_holder_at_a_time_and_only_the_holder_releases(redis: Redis) -> None:
    first = ProposalLease(redis, "prop_lease", ttl_ms=5_000)
    second = ProposalLease(redis, "prop_lease", ttl_ms=5_000)

    assert await first.acquire()
    assert not await second.acquire()
    await second.release()
    assert await redis.exists(execution_lease_key("prop_lease")) == 1

    await first.release()
    assert await redis.exists(execution_lease_key("prop_lease")) == 0
    assert await second.acquire()


async def test_the_lease_expires_on_its_own(redis: Redis) -> None:
    lease = ProposalLease(redis, "prop_lease", ttl_ms=5_000)
    await lease.acquire()

    assert 0 < await redis.pttl(execution_lease_key("prop_lease")) <= 5_000


async def test_keeping_the_lease_alive_does_not_swallow_errors(redis: Redis) -> None:
    lease = ProposalLease(redis, "prop_lease", ttl_ms=5_000)
    await lease.acquire()

    with pytest.raises(LookupError, match="from the body"):
        async with lease.kept_alive():
            raise LookupError("from the body")
