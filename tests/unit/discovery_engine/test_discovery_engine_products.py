"""The dense parts' arithmetic: the int8 products agree with float ones, on the calling thread."""

from __future__ import annotations

import numpy as np
import pytest

from assent_discovery.engine import products
from assent_discovery.engine.products import (
    QuantisedRows,
    dot_rows_each,
    quantised_queries,
    upper_median,
)

BOUND = 2e-5  # |int8 product − float product| for unit vectors, two planes (measured: ≈ 7e-6 at most)
TWO = 2  # the exact variant: each row's coarse and fine codes (the default is the coarse ones only)


def _unit(rng: np.random.Generator, count: int, dim: int) -> np.ndarray:
    vectors = rng.standard_normal((count, dim)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def test_dot_rows_each_is_the_matrix_vector_product() -> None:
    rng = np.random.default_rng(1)
    matrix = rng.standard_normal((1000, 64)).astype(np.float32)
    vector = rng.standard_normal(64).astype(np.float32)
    assert np.allclose(
        dot_rows_each(matrix, vector[None])[0], np.einsum("ij,j->i", matrix, vector), atol=1e-4
    )
    assert dot_rows_each(matrix[:0], vector[None])[0].shape == (0,)


def test_dot_rows_each_is_each_vector_alone() -> None:
    rng = np.random.default_rng(13)
    matrix, vectors = _unit(rng, 30, 256), _unit(rng, 3, 256)
    each = dot_rows_each(matrix, vectors)
    assert each.shape == (3, 30)
    alone = [dot_rows_each(matrix, vector[None])[0] for vector in vectors]
    assert all(np.array_equal(each[i], alone[i]) for i in range(len(vectors)))


def test_upper_median_is_the_middle_value() -> None:
    assert upper_median(np.asarray([3.0, 1.0, 2.0])) == 2.0
    assert upper_median(np.asarray([4.0, 1.0, 3.0, 2.0])) == 3.0  # the upper of the two middle ones
    assert upper_median(np.asarray([], dtype=np.float32)) == 0.0
    values = np.random.default_rng(2).standard_normal(1001)
    assert upper_median(values) == float(np.median(values))


def test_an_int8_kernel_loads_and_is_exact_here() -> None:
    """Without one every product below would take the float path and prove nothing about a kernel."""
    assert products._kernel() is not None


@pytest.mark.parametrize("kernel", [products.U8S8, products.U8U8], ids=lambda k: k.name)
def test_each_kernel_is_exact_or_refused(kernel: products.Kernel) -> None:
    """u8s8 saturates 16-bit pair sums on AVX2 without VNNI; the probe must see that, and a kernel
    it accepts must give numpy's sums for random codes too, the largest ones among them."""
    rng = np.random.default_rng(3)
    a = rng.integers(0, 256, (2, 384), dtype=np.uint8)
    codes = rng.integers(-127, 128, (384, 500)).astype(np.int8)
    codes[:, :8] = 127  # the largest codes, whose byte pairs overflow a 16-bit sum (u8s8 on AVX2)
    a[0] = 255
    (sums,) = products._session(kernel.stored(codes), kernel).run(None, {"a": a})
    exact = np.array_equal(np.asarray(sums), (a.astype(np.int32) - 128) @ codes.astype(np.int32))
    assert exact == products._is_exact(kernel)
    if kernel is products._kernel():
        assert exact


def test_a_kernel_that_fails_to_load_is_passed_over(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def probe(broken: set[str], inexact: set[str]) -> products.Kernel | None:
        def is_exact(kernel: products.Kernel) -> bool:
            if kernel.name in broken:
                raise RuntimeError(f"no {kernel.name} here")
            return kernel.name not in inexact

        monkeypatch.setattr(products, "_is_exact", is_exact)
        products._kernel.cache_clear()
        try:
            return products._kernel()
        finally:
            products._kernel.cache_clear()  # the next caller probes the real kernels again

    assert probe(broken={"u8s8"}, inexact=set()) is products.U8U8
    assert probe(broken=set(), inexact={"u8s8"}) is products.U8U8
    assert probe(broken=set(), inexact=set()) is products.U8S8
    with caplog.at_level("WARNING", logger=products.__name__):
        assert probe(broken={"u8u8"}, inexact={"u8s8"}) is None
    assert "u8s8 is not exact on this CPU; u8u8: no u8u8 here" in caplog.text


def test_quantised_products_agree_with_float_ones() -> None:
    rng = np.random.default_rng(4)
    for dim in (256, 384):
        matrix = _unit(rng, 3000, dim)
        rows = QuantisedRows.of(matrix, planes=TWO)
        assert rows.shape == (3000, dim)
        queries = _unit(rng, 20, dim)
        for query in queries:
            assert np.abs(rows.dot(query) - matrix @ query).max() < BOUND
        query = queries[0]
        subset = np.asarray([2999, 7, 0, 7, 1024, 600])  # out of order, one twice
        assert np.abs(rows.dot(query, subset) - matrix[subset] @ query).max() < BOUND
        assert rows.dot(query, np.asarray([], dtype=np.int64)).shape == (0,)
        assert np.abs(rows.rows(subset) - matrix[subset]).max() < 1e-5


def test_quantised_products_keep_the_float_order_beyond_the_bound() -> None:
    rng = np.random.default_rng(5)
    matrix = _unit(rng, 500, 384)
    rows = QuantisedRows.of(matrix, planes=TWO)
    query = _unit(rng, 1, 384)[0]
    exact = matrix @ query
    got = rows.dot(query)
    order = np.argsort(-exact, kind="stable")
    apart = -np.diff(exact[order]) > 2 * BOUND  # neighbours in the float order far enough apart
    assert apart.mean() > 0.8
    assert np.all(np.diff(got[order])[apart] < 0)


def test_the_float_fallback_gives_the_same_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(6)
    matrix = _unit(rng, 500, 256)
    query = _unit(rng, 1, 256)[0]
    fast = QuantisedRows.of(matrix, planes=TWO).dot(query)
    monkeypatch.setattr(products, "_kernel", lambda: None)
    slow = QuantisedRows.of(matrix, planes=TWO)
    assert slow._packed is None
    assert np.abs(slow.dot(query) - fast).max() < 1e-5  # the query is not rounded there
    assert np.abs(slow.dot(query) - matrix @ query).max() < BOUND


def test_rows_are_set_in_place_and_unset_ones_are_zero() -> None:
    rng = np.random.default_rng(7)
    vectors = _unit(rng, 3, 384)
    rows = QuantisedRows(4, 384, planes=TWO)
    query = vectors[0]
    assert np.array_equal(rows.dot(query), np.zeros(4, dtype=np.float32))
    rows.set([2, 0], np.stack([vectors[1], -vectors[2]]))
    got = rows.dot(query)
    assert got[1] == got[3] == 0.0
    assert abs(got[2] - vectors[1] @ query) < BOUND
    assert abs(got[0] + vectors[2] @ query) < BOUND
    rows.set([2], np.zeros((1, 384), dtype=np.float16))  # as the vector cache holds them
    assert rows.dot(query)[2] == 0.0
    assert abs(rows.dot(query, np.asarray([0]))[0] + vectors[2] @ query) < BOUND

    many = QuantisedRows(1500, 384, planes=TWO)  # rows set in any order
    picked = np.asarray([1499, 3, 700, 512])
    many.set(picked, _unit(rng, 4, 384))
    assert np.flatnonzero(many.dot(query)).tolist() == sorted(picked.tolist())


def test_a_query_is_rounded_to_its_codes_as_the_rows_are() -> None:
    vector = _unit(np.random.default_rng(8), 1, 384)[0]
    both = np.stack([vector, np.zeros(384, dtype=np.float32)])
    # one plane (the default, as the rows): its coarse codes, within half a step
    codes, (step, zero_step) = quantised_queries(both)
    assert codes.dtype == np.uint8 and codes.shape == (2, 384)
    coarse, zero_coarse = codes.astype(np.float32) - 128
    assert np.abs(coarse).max() == 127
    assert np.abs(step * coarse - vector).max() <= step / 2 + 1e-9
    assert zero_step == 0.0 and np.all(zero_coarse == 0)
    # two planes: a coarse and a fine part, within a 254th of that
    codes, (step, zero_step) = quantised_queries(both, planes=TWO)
    assert codes.dtype == np.uint8 and codes.shape == (4, 384)
    coarse, fine, zero_coarse, zero_fine = codes.astype(np.float32) - 128
    assert np.abs(coarse).max() == 127
    assert np.abs(step * (coarse + fine / 254) - vector).max() <= step / 508 + 1e-9
    assert zero_step == 0.0 and np.all(zero_coarse == 0) and np.all(zero_fine == 0)


def test_several_products_in_one_run_are_each_the_one_alone() -> None:
    rng = np.random.default_rng(12)
    rows = QuantisedRows.of(_unit(rng, 1200, 384))
    queries = _unit(rng, 3, 384)
    rows.set([5, 700], _unit(rng, 2, 384))  # stale: computed from their codes as floats
    many = rows.dot_many(queries)
    assert many.shape == (3, 1200)
    for i, query in enumerate(queries):
        assert np.array_equal(many[i], rows.dot(query))
    some = np.asarray([700, 3, 5])
    assert np.allclose(rows.dot_many(queries, some), many[:, some], atol=1e-5)


def test_rows_set_after_packing_are_seen_at_once() -> None:
    rng = np.random.default_rng(10)
    matrix = _unit(rng, 1300, 384)
    packed = QuantisedRows.of(matrix, planes=TWO)
    filled = QuantisedRows(1300, 384, planes=TWO)  # as the service fills it: set, then packed when complete
    filled.set(np.arange(1300), matrix)
    query = _unit(rng, 1, 384)[0]
    assert packed._packed is not None and filled._packed is None
    assert np.abs(packed.dot(query) - filled.dot(query)).max() < 1e-5
    filled.prepack()
    assert np.array_equal(packed.dot(query), filled.dot(query))

    filled.set([5, 1299], -matrix[[5, 1299]])
    got = filled.dot(query)
    assert np.abs(got[[5, 1299]] + matrix[[5, 1299]] @ query).max() < BOUND
    assert np.array_equal(np.delete(got, [5, 1299]), np.delete(packed.dot(query), [5, 1299]))
    filled.prepack()
    assert np.abs(filled.dot(query)[[5, 1299]] + matrix[[5, 1299]] @ query).max() < BOUND


def test_one_plane_by_default_errs_within_half_a_step_per_component() -> None:
    assert products.PLANES == 1  # what the engine uses (bench/discovery/HISTORY.md, eleventh round)
    rng = np.random.default_rng(9)
    matrix = _unit(rng, 1200, 384)
    rows = QuantisedRows.of(matrix)
    query = _unit(rng, 1, 384)[0]
    steps = np.abs(matrix).max(axis=1) / 127
    query_step = np.abs(query).max() / 127
    # each row's rounding, and the query's own (one plane too)
    bound = steps / 2 * np.abs(query).sum() + query_step / 2 * np.abs(matrix).sum(axis=1) + BOUND
    assert np.all(np.abs(rows.dot(query) - matrix @ query) <= bound)
    assert np.abs(rows.dot(query) - matrix @ query).max() > BOUND  # coarser than two planes
    # gathered rows and rows set after packing are the same coarse codes, decoded to float, and
    # the query the same codes too: every path gives the same numbers
    picked = np.asarray([1199, 4, 600])
    assert np.abs(rows.dot(query, picked) - rows.dot(query)[picked]).max() < 1e-5
    packed = rows.dot(query)
    rows.set(picked, matrix[picked])
    assert np.abs(rows.dot(query) - packed).max() < 1e-5


def test_packed_rows_hold_their_codes_once() -> None:
    """Beside onnxruntime's packed copy (its own memory), the codes exist once: the array handed to
    the kernel is the one rows are read from, so packing adds no second copy on Python's heap."""
    import tracemalloc

    rng = np.random.default_rng(11)
    count, dim = 4000, 256
    matrix = _unit(rng, count, dim)
    codes_bytes = count * products.PLANES * dim
    assert products._kernel() is not None  # onnx and onnxruntime imported before tracing, as in any order
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        rows = QuantisedRows.of(matrix)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert rows._packed is not None
    assert codes_bytes <= held < 1.5 * codes_bytes, held
    query = _unit(rng, 1, dim)[0]
    picked = np.asarray([3, 17, 3999])
    assert np.abs(rows.dot(query, picked) - rows.dot(query)[picked]).max() < 1e-5
