"""The dense parts' arithmetic: one matrix-vector product per search, on the calling thread only.

A search scores every action against two query vectors (static 256-d, contextual 384-d). At 10,000
actions the float32 rows are 25 MB, read in full by every search and evicting the encoder's 11 MB
of weights between searches: the products are memory-bound (≈ 2–2.5 ms on one core of a busy host
for 6.4 M multiply-adds). So the catalog's rows are kept as int8 codes with one scale per row
(`QuantisedRows`) and multiplied by onnxruntime's `MatMulInteger` (exact int32 sums) on this thread,
the codes packed once for the kernel as a constant of their own session. The query reaches the
kernel as uint8 with zero point 128; the rows as int8 codes (u8s8) where that kernel is exact, else
as uint8 codes with zero point 128 (u8u8). MLAS's u8s8 kernel is the fast one on CPUs with int8
dot-product instructions (VNNI, AMX: a 10k product of 3 query vectors 0.16 ms against u8u8's 0.29
ms on a Xeon with AMX, flat in the query rows), but on AVX2 without VNNI (AMD EPYC Zen 3, most
pre-2021 x86) it adds byte pairs into saturating 16-bit sums and is not exact, so there the rows
are kept as u8u8, whose kernel widens to 16 bits first and is exact (a 384 × 20k product 0.71 ms
against u8s8's 0.56 ms). `_kernel` tries the largest codes once per process and picks the first
exact one (u8s8, then u8u8); with neither, products decode every row to float per search (≈ 30 ms
at 10k). Either kernel's sums are exact, so the scores are the same on every CPU.
Each row is one int8 code per component (half a step of error per component: ≈ 4e-4 on a product
of unit vectors, 2e-3 at most), and so is the query, rounded once to its own codes and step in
every path (the kernel's, the float one over given or stale rows): each path gives the same numbers
within 1e-5. `planes=2` also keeps each row's and the query's coarse rounding error as a fine code
(within 1e-5 of the float product, twice the bytes and the query rows). One plane for the rows
reorders near-ties in 13 % of the bench top-10s (a member changes in 2 %) but moved no bench
scenario by more than 0.003 nDCG@10 (mean ±0.0001 on every split) and is 0.7–1 ms faster per 10k
search on a busy host (bench/discovery/HISTORY.md, eleventh round); one plane for the query too
(until the twenty-fifth round it kept its fine codes) halves the kernel's query rows, 0.10 ms less
per multi-need search, and moved no split's pooled nDCG@10 by more than 0.0004.

The graphs are built in memory with `onnx`: one node, nothing downloaded, nothing committed.
`dot_rows_each` is the float product (OpenBLAS limited to one thread: its own pool, woken for every
product on a busy two-core host, costs tens of milliseconds at the 99th percentile), for the rows
decoded from their codes: a conversation's few allowed ones, and those set since the last packing.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # imported for real on first use only: no import-time work
    from onnxruntime import InferenceSession
    from threadpoolctl import ThreadpoolController

logger = logging.getLogger(__name__)

_LEVELS = 127  # int8 codes in [-127, 127]: symmetric, so a row's sign flips exactly
_FINE = 254  # a fine code counts 1/254 of a coarse one: it holds the coarse rounding error (≤ 1/2)
_ZERO = 128  # the uint8 zero point of the query's codes (and of the rows' with the u8u8 kernel)
_CHUNK = 1024  # rows quantised at once
PLANES = 1  # coarse codes only; 2 adds the fine ones (exact to 1e-5, slower: decision 006)


@functools.cache
def _blas() -> ThreadpoolController:
    from threadpoolctl import ThreadpoolController

    return ThreadpoolController().select(user_api="blas")


def dot_rows_each(matrix: np.ndarray, vectors: np.ndarray) -> np.ndarray:
    """`matrix @ vector` (float32) for each of `vectors` (k, dim): (k, rows), computed on this
    thread alone, under one thread limit for all k (setting it costs ≈ 8 µs). One matrix-vector
    product each, not one matrix product (that sums in another order): a vector's row is the same
    whatever vectors come with it."""
    with _blas().limit(limits=1):
        return np.stack([matrix @ vector for vector in vectors])


def scaled_above(values: np.ndarray, floor: float) -> np.ndarray:
    """(values − floor) / (max − floor), clipped at 0; in place on one new array: how the
    contextual cosines and the late-interaction scores are brought to one scale."""
    spread = float(values.max()) - floor if values.size else 0.0
    if spread <= 0:
        return np.zeros_like(values)
    out = values - floor
    out *= 1.0 / spread
    return np.maximum(out, 0.0, out=out)


def upper_median(values: np.ndarray) -> float:
    """The middle value (the upper one of the two for an even count) in linear time: `np.median`
    sorts a copy and averages, three times slower at 10,000 values for a level that needs neither."""
    if values.size == 0:
        return 0.0
    middle = values.size // 2
    return float(np.partition(values, middle)[middle])


def _codes(matrix: np.ndarray, planes: int) -> tuple[np.ndarray, np.ndarray | None, np.ndarray]:
    """Each row's coarse codes, with two planes its fine ones too (None with one), as float arrays
    of whole numbers in [-127, 127], and its scale (largest magnitude / 127; 0 for a zero row):
    row ≈ scale × coarse within scale / 2 per component, ≈ scale × (coarse + fine / 254) within
    scale / 508. The same rounding for the catalog's rows and a search's query vectors."""
    matrix = np.asarray(matrix, dtype=np.float32)
    scales = np.abs(matrix).max(axis=-1, initial=0.0) / _LEVELS
    scaled = matrix / np.where(scales > 0, scales, 1.0)[:, None]
    coarse = np.rint(scaled)
    fine = np.rint((scaled - coarse) * _FINE) if planes == 2 else None  # the coarse rounding error
    return coarse, fine, scales.astype(np.float32)


@dataclass(frozen=True)
class Kernel:
    """How the rows' codes reach onnxruntime's `MatMulInteger`: their dtype and zero point (the
    query's are always uint8 and 128)."""

    name: str
    dtype: type[np.integer]
    zero: int

    def stored(self, codes: np.ndarray) -> np.ndarray:
        """Codes (whole numbers in [-127, 127], `_codes`) as this kernel's: code + zero, in its dtype."""
        return (codes.astype(np.int16) + self.zero).astype(self.dtype)


U8S8 = Kernel("u8s8", np.int8, 0)
U8U8 = Kernel("u8u8", np.uint8, _ZERO)


def _session(columns: np.ndarray | None, kernel: Kernel) -> InferenceSession:
    """One ONNX `MatMulInteger` node on one thread: rows `a` (uint8, zero point 128) times columns
    `b` (codes in columns, as `kernel` stores them), exact int32 sums out. With `columns` given,
    `b` is that constant: it reaches onnxruntime as an external initializer (no copy into the
    graph; `columns` must outlive the session; writes to it later do not reach the packed copy),
    and it packs them once for its kernel at load. Without, `b` is given per run."""
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    stored = helper.np_dtype_to_tensor_dtype(np.dtype(kernel.dtype))
    zero = numpy_helper.from_array(np.asarray(_ZERO, dtype=np.uint8), "a_zero_point")
    b_zero = numpy_helper.from_array(np.asarray(kernel.zero, dtype=kernel.dtype), "b_zero_point")
    dim, count = ("dim", "columns") if columns is None else columns.shape
    a = helper.make_tensor_value_info("a", TensorProto.UINT8, ["rows", dim])
    y = helper.make_tensor_value_info("y", TensorProto.INT32, ["rows", count])
    node = helper.make_node("MatMulInteger", ["a", "b", "a_zero_point", "b_zero_point"], ["y"])
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1  # latency on a shared host: never a thread pool
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    if columns is None:
        b = helper.make_tensor_value_info("b", stored, [dim, count])
        graph = helper.make_graph([node], "matmul_integer", [a, b], [y], [zero, b_zero])
    else:
        codes = TensorProto(name="b", data_type=stored, dims=columns.shape)
        codes.data_location = TensorProto.EXTERNAL
        codes.external_data.add(key="location", value="b")  # supplied below, never read from a file
        graph = helper.make_graph([node], "matmul_integer", [a], [y], [zero, b_zero, codes])
        options.add_external_initializers(["b"], [ort.OrtValue.ortvalue_from_numpy(columns)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])


def _is_exact(kernel: Kernel) -> bool:
    """Whether `kernel` gives numpy's int32 sums for the largest codes: one that saturated 16-bit
    pair sums (u8s8 on AVX2 without VNNI) would not."""
    codes = np.full((64, 3), _LEVELS, dtype=np.int8)
    codes[:, 1] = -_LEVELS
    codes[::3, 2] = -_LEVELS
    a = np.full((2, 64), 255, dtype=np.uint8)
    a[1, ::2] = 1  # the most negative query code beside the most positive
    (got,) = _session(kernel.stored(codes), kernel).run(None, {"a": a})
    return np.array_equal(np.asarray(got), (a.astype(np.int32) - _ZERO) @ codes.astype(np.int32))


@functools.cache
def _kernel() -> Kernel | None:
    """The first of onnxruntime's int8 products that loads and is exact here (u8s8, then u8u8), or
    None (logged): then products decode the rows to float. A kernel that fails to load is passed
    over like one that is not exact."""
    problems: list[str] = []
    for kernel in (U8S8, U8U8):
        try:
            if _is_exact(kernel):
                return kernel
            problems.append(f"{kernel.name} is not exact on this CPU")
        except Exception as error:  # slower float products, never a failed search
            problems.append(f"{kernel.name}: {error}")
    logger.warning("int8 products unavailable, using float ones: %s", "; ".join(problems))
    return None


@functools.cache
def _products_of_codes(kernel: Kernel) -> InferenceSession:
    """`_session` with the columns given per run (`code_products`), built once per kernel."""
    return _session(None, kernel)


def row_codes(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each row of a float (count, dim) matrix as uint8 codes (code + 128, codes in [-127, 127]) and
    its scale: row ≈ scale × (codes − 128). What `code_products` multiplies."""
    coarse, _, scales = _codes(matrix, 1)
    coarse += _ZERO
    return coarse.astype(np.uint8), scales


def code_products(
    codes: np.ndarray, scales: np.ndarray, query_codes: np.ndarray, query_scales: np.ndarray
) -> np.ndarray:
    """(rows, queries) float32: each row times each query, both as `row_codes` gives them (uint8
    codes (n, dim) and a scale each), on this thread. By `_kernel`'s exact int8 product where there
    is one (≈ 0.03 ms for 600 rows × 26 queries, against 0.3 ms for the float product), else as
    floats: the same numbers either way, within float rounding."""
    kernel = _kernel()
    if kernel is None:
        rows = codes.astype(np.float32)
        rows -= _ZERO
        queries = query_codes.astype(np.float32)
        queries -= _ZERO
        with _blas().limit(limits=1):
            sums = rows @ queries.T
    else:
        whole = query_codes.astype(np.int16) - _ZERO  # back to [-127, 127] for `Kernel.stored`
        columns = np.ascontiguousarray(kernel.stored(whole).T)
        (out,) = _products_of_codes(kernel).run(None, {"a": codes, "b": columns})
        sums = np.asarray(out, dtype=np.float32)
    sums *= scales[:, None]
    sums *= query_scales[None, :]
    return sums


def quantised_queries(vectors: np.ndarray, planes: int = PLANES) -> tuple[np.ndarray, np.ndarray]:
    """Each of `vectors` (k, dim) as the kernel's uint8 rows (zero point 128), and each one's step
    (k,): with one plane its coarse codes (k, dim), vector ≈ step × coarse; with two its coarse and
    its fine codes, in that order (2k, dim), vector ≈ step × (coarse + fine / 254)."""
    coarse, fine, steps = _codes(vectors, planes)
    coarse += _ZERO
    if fine is None:
        return coarse.astype(np.uint8), steps
    fine += _ZERO
    return np.stack([coarse, fine], axis=1).reshape(-1, coarse.shape[1]).astype(np.uint8), steps


def rounded_queries(vectors: np.ndarray, planes: int = PLANES) -> np.ndarray:
    """The float vectors the kernel reads for `vectors` (k, dim) (`quantised_queries`): what the
    float products multiply too, so that every path gives the same numbers."""
    coarse, fine, steps = _codes(vectors, planes)
    if fine is not None:
        coarse += fine / _FINE
    coarse *= steps[:, None]
    return coarse.astype(np.float32)


class QuantisedRows:
    """Row vectors (actions) kept as int8 codes (coarse, and fine unless `planes` is 1) with one
    float scale per row, for products with a float query vector (rounded alike: `products`). Rows
    may be set in place (the service fills vectors in as they are encoded); a row never set is zero.

    `prepack` hands the codes to onnxruntime once; open searches then read them in its packed
    order. Rows set since are computed as floats from their codes (the same numbers within 1e-5)
    until the next `prepack`, as are a conversation's few allowed rows (gathered from the columns:
    a 118-row and a 30-row product of 384 dimensions 0.24 ms, against 0.10 ms from row-major codes,
    which would cost 7.7 MB more at 10k rows)."""

    def __init__(self, count: int, dim: int, planes: int = PLANES) -> None:
        self._planes = planes
        self._kernel = _kernel()  # None: float products, codes kept as u8s8's (plain int8)
        self._stored = self._kernel or U8S8
        # one array, column by column as the kernel reads it: (dim, planes × count), a row's coarse
        # codes in column `row`, its fine ones in column `count + row`, as the kernel takes them
        # (`Kernel.stored`). It is what onnxruntime is handed (no copy of its own) and what rows are
        # gathered from, so the codes exist once beside the kernel's packed copy (row-major codes
        # plus kernel columns cost 13 MB more at 10k)
        zero = self._stored.zero
        self._codes = np.full((dim, planes * count), zero, dtype=self._stored.dtype)
        self._scales = np.zeros(count, dtype=np.float32)
        self._stale = np.ones(count, dtype=bool)  # rows not in the packed session (all: none yet)
        self._packed: InferenceSession | None = None

    @classmethod
    def of(cls, matrix: np.ndarray, planes: int = PLANES) -> QuantisedRows:
        """The rows of a float (count, dim) matrix, packed."""
        out = cls(int(matrix.shape[0]), int(matrix.shape[1]), planes)
        out.set(np.arange(matrix.shape[0]), matrix)
        out.prepack()
        return out

    @property
    def shape(self) -> tuple[int, int]:
        return int(self._scales.size), int(self._codes.shape[0])

    def set(self, rows: np.ndarray | list[int], vectors: np.ndarray) -> None:
        """Store `vectors` (len(rows), dim) at `rows`, in place (a chunk at a time: the float
        temporaries of 10k rows at once would raise the service's peak memory by ≈ 50 MB)."""
        rows = np.asarray(rows, dtype=np.int64)
        vectors = np.asarray(vectors).reshape(rows.size, -1)
        for start in range(0, rows.size, _CHUNK):
            chunk = rows[start : start + _CHUNK]
            coarse, fine, scales = _codes(vectors[start : start + _CHUNK], self._planes)
            self._codes[:, chunk] = self._stored.stored(coarse).T
            if fine is not None:
                self._codes[:, self._scales.size + chunk] = self._stored.stored(fine).T
            self._scales[chunk] = scales
        self._stale[rows] = True

    def prepack(self) -> None:
        """Give onnxruntime the codes as a constant, packed once for its kernel: 1 ms faster per
        10k search than codes passed per search (MLAS repacks those every time) and 1.5 ms faster
        than float32 on a busy host. Costs ≈ 30 ms and the packed copy's memory (the codes' size).
        Rows set later write into the array onnxruntime was handed; the packed copy it reads is its
        own, and those rows are stale (computed as floats) until the next `prepack`."""
        if self._scales.size == 0 or self._kernel is None:
            return
        # a rebuilt session drops the old one first: two packed copies never coexist
        self._packed = None
        self._packed = _session(self._codes, self._kernel)
        self._stale[:] = False

    def rows(self, rows: np.ndarray | None = None) -> np.ndarray:
        """The stored rows (or the given ones) as float32 (count, dim): what the products see.
        Decoded a chunk at a time, so all 10k rows cost their output and little more."""
        rows = np.arange(self._scales.size) if rows is None else np.asarray(rows, dtype=np.int64)
        count, zero = self._scales.size, self._stored.zero
        out = np.empty((rows.size, self._codes.shape[0]), dtype=np.float32)
        for start in range(0, rows.size, _CHUNK):
            chunk = rows[start : start + _CHUNK]
            values = out[start : start + _CHUNK]
            values[:] = self._codes[:, chunk].T
            values -= zero
            if self._planes == 2:
                fine = self._codes[:, count + chunk].T.astype(np.float32)
                fine -= zero
                fine /= _FINE
                values += fine
            values *= self._scales[chunk, None]
        return out

    def dot(self, vector: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
        """Every stored row's (or the given rows') product with `vector`, float32, on this thread."""
        return self.dot_many(np.asarray(vector, dtype=np.float32)[None, :], rows)[0]

    def dot_many(self, vectors: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
        """`dot` for each of `vectors` (k, dim): (k, rows), each row of the result exactly what
        `dot` gives that vector; an open search's k products are one onnxruntime run (≈ 0.2 ms
        less per vector than a run each at 10k rows)."""
        packed = self._packed
        if rows is not None or packed is None:
            return dot_rows_each(self.rows(rows), rounded_queries(vectors, self._planes))
        queries, steps = quantised_queries(vectors, self._planes)
        (sums,) = packed.run(None, {"a": queries})  # (k × planes query parts, planes × count), int32
        sums = np.asarray(sums, dtype=np.float32).reshape(len(vectors), self._planes, self._planes, -1)
        out = sums[:, 0, 0]
        if self._planes == 2:
            # (q + q' / 254) · (c + c' / 254), the fine × fine term included: it costs nothing
            out = out + (sums[:, 1, 0] + sums[:, 0, 1]) / _FINE + sums[:, 1, 1] / _FINE**2
        out *= self._scales
        out *= steps[:, None]
        stale = np.flatnonzero(self._stale)
        if stale.size:  # set since the last `prepack`
            out[:, stale] = dot_rows_each(self.rows(stale), rounded_queries(vectors, self._planes))
        return out
