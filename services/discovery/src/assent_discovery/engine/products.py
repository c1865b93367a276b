"""The dense parts' arithmetic: one matrix-vector product per search, on the calling thread only.

A search scores every action against two query vectors (static 256-d, contextual 384-d): at 10,000
actions that is 6.4 M multiply-adds. OpenBLAS does it in ≈ 0.5 ms on one core where `np.einsum`
takes 1.5–2 ms, but its own thread pool, woken for every product on a busy two-core host, costs tens
of milliseconds at the 99th percentile. So each product runs BLAS limited to one thread for its
duration (`threadpoolctl`, ≈ 5 µs to enter and leave), and the host's other BLAS users keep theirs.
"""

from __future__ import annotations

import functools

import numpy as np


@functools.cache
def _blas() -> object:
    from threadpoolctl import ThreadpoolController  # imported on first use: no import-time work

    return ThreadpoolController().select(user_api="blas")


def dot_rows(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """`matrix @ vector` (float32), computed on this thread alone."""
    with _blas().limit(limits=1):  # type: ignore[attr-defined]
        return matrix @ vector


def upper_median(values: np.ndarray) -> float:
    """The middle value (the upper one of the two for an even count) in linear time: `np.median`
    sorts a copy and averages, three times slower at 10,000 values for a level that needs neither."""
    if values.size == 0:
        return 0.0
    middle = values.size // 2
    return float(np.partition(values, middle)[middle])
