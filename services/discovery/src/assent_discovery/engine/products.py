"""The dense parts' arithmetic: one matrix-vector product per search, on the calling thread only.

A search scores every action against two query vectors (static 256-d, contextual 384-d). At 10,000
actions the float32 rows are 25 MB, read in full by every search and evicting the encoder's 11 MB
of weights between searches: the products are memory-bound (≈ 2–2.5 ms on one core of a busy host
for 6.4 M multiply-adds). So the catalog's rows are kept as int8 codes with one scale per row
(`QuantisedRows`) and multiplied by onnxruntime's `MatMulInteger` (MLAS u8s8 kernels, exact int32
sums) on this thread, the codes packed once for the kernel as a constant of their own session.
Each row has a coarse code and a fine one holding the coarse rounding error (half the bytes of
float32); the query is split the same way, into two rows of one product. A product of unit vectors
then differs from the float one by < 1e-5 (tests bound it at 2e-5), so rankings are the float
ones. A single coarse plane (a quarter of the bytes) is 0.5 ms faster still but errs by ≈ 4e-4
and reorders neighbours in one top-10 of eight (decision 006).

The graphs are built in memory with `onnx`: one node, nothing downloaded, nothing committed.
`dot_rows` is the float product (OpenBLAS limited to one thread: its own pool, woken for every
product on a busy two-core host, costs tens of milliseconds at the 99th percentile), for matrices
that are small or searched rarely (the learned neighbours' word vectors).
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # imported for real on first use only: no import-time work
    from onnxruntime import InferenceSession
    from threadpoolctl import ThreadpoolController

logger = logging.getLogger(__name__)

_LEVELS = 127  # int8 codes in [-127, 127]: symmetric, so a row's sign flips exactly
_FINE = 254  # a fine code counts 1/254 of a coarse one: it holds the coarse rounding error (≤ 1/2)
_ZERO = 128  # the query's uint8 zero point, fixed in the graph
_BLOCK = 512  # rows per block of the stored codes
PLANES = 2  # coarse and fine codes: 1 alone is faster still but moves rankings (decision 006)


@functools.cache
def _blas() -> ThreadpoolController:
    from threadpoolctl import ThreadpoolController

    return ThreadpoolController().select(user_api="blas")


def dot_rows(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """`matrix @ vector` (float32), computed on this thread alone."""
    with _blas().limit(limits=1):
        return matrix @ vector


def upper_median(values: np.ndarray) -> float:
    """The middle value (the upper one of the two for an even count) in linear time: `np.median`
    sorts a copy and averages, three times slower at 10,000 values for a level that needs neither."""
    if values.size == 0:
        return 0.0
    middle = values.size // 2
    return float(np.partition(values, middle)[middle])


def _codes(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row as coarse and fine int8 codes and its scale (largest magnitude / 127; 0 for a zero
    row): row ≈ scale × (coarse + fine / 254), within scale / 508 per component."""
    matrix = np.asarray(matrix, dtype=np.float32)
    scales = np.abs(matrix).max(axis=-1, initial=0.0) / _LEVELS
    scaled = matrix / np.where(scales > 0, scales, 1.0)[..., None]
    coarse = np.rint(scaled)
    fine = np.rint((scaled - coarse) * _FINE)  # the coarse rounding error, |fine| <= 127
    return coarse.astype(np.int8), fine.astype(np.int8), scales.astype(np.float32)


def _graph(codes: np.ndarray | None) -> bytes:
    """One ONNX `MatMulInteger` node: query rows `a` (uint8, zero point 128) times `b`, int8 codes
    with a row's codes in a column, exact int32 sums out. With `codes`, `b` is that constant
    (onnxruntime packs it once for its kernel at load); without, `b` is an input of blocks
    (blocks × dimensions × columns), for codes that are still being filled in."""
    from onnx import TensorProto, helper, numpy_helper

    zero = numpy_helper.from_array(np.asarray(_ZERO, dtype=np.uint8), "a_zero_point")
    if codes is None:
        a = helper.make_tensor_value_info("a", TensorProto.UINT8, [1, "queries", "dimensions"])
        b = helper.make_tensor_value_info("b", TensorProto.INT8, ["blocks", "dimensions", "columns"])
        y = helper.make_tensor_value_info("y", TensorProto.INT32, ["blocks", "queries", "columns"])
        inputs, constants = [a, b], [zero]
    else:
        a = helper.make_tensor_value_info("a", TensorProto.UINT8, ["queries", codes.shape[0]])
        y = helper.make_tensor_value_info("y", TensorProto.INT32, ["queries", codes.shape[1]])
        inputs, constants = [a], [zero, numpy_helper.from_array(codes, "b")]
    node = helper.make_node("MatMulInteger", ["a", "b", "a_zero_point"], ["y"])
    body = helper.make_graph([node], "matmul_integer", inputs, [y], constants)
    return helper.make_model(body, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


def _session(model: bytes) -> InferenceSession:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = 1  # latency on a shared host: never a thread pool
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    return ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])


@functools.cache
def _kernel() -> InferenceSession | None:
    """The session for codes given as input, or None (logged) when onnxruntime or onnx cannot load
    or the product is not exact here: some CPUs' u8s8 kernels (AVX2 without VNNI) saturate 16-bit
    pair sums, so the largest codes are tried once against numpy's int32 product. (Sessions with
    constant codes run the same kernels.)"""
    try:
        session = _session(_graph(None))
        a = np.full((1, 2, 64), 255, dtype=np.uint8)
        a[0, 1, ::2] = 1  # the most negative query code beside the most positive
        b = np.full((2, 64, 3), _LEVELS, dtype=np.int8)
        b[:, :, 1] = -_LEVELS
        b[1, ::3, 2] = -_LEVELS
        (got,) = session.run(None, {"a": a, "b": b})
        if not np.array_equal(np.asarray(got), (a.astype(np.int32) - _ZERO) @ b.astype(np.int32)):
            raise ArithmeticError("onnxruntime's int8 product saturates on this CPU")
    except Exception as error:  # slower float products, never a failed search
        logger.warning("int8 products unavailable, using float ones: %s", error)
        return None
    return session


def quantised_query(vector: np.ndarray) -> tuple[np.ndarray, float]:
    """`vector` as the kernel's two uint8 rows (zero point 128), coarse and fine codes, and its step:
    vector ≈ step × (coarse + fine / 254)."""
    coarse, fine, step = _codes(np.asarray(vector, dtype=np.float32)[None, :])
    rows = np.empty((2, coarse.shape[1]), dtype=np.uint8)
    rows[0] = coarse[0].astype(np.int16) + _ZERO
    rows[1] = fine[0].astype(np.int16) + _ZERO
    return rows, float(step[0])


class QuantisedRows:
    """Row vectors (actions) kept as int8 codes (coarse, and fine unless `planes` is 1) with one
    float scale per row, for products with a float query vector. Rows may be set in place (the
    service fills vectors as they are encoded); a row never set is zero.

    Stored in blocks of `_BLOCK` rows, each block one contiguous (dim × planes·_BLOCK) array with
    a row's codes in a column: the kernel reads each block whole, in order, where one dim × count
    matrix would be read in strided panels (2× slower from memory)."""

    def __init__(self, count: int, dim: int, planes: int = PLANES) -> None:
        self._count, self._planes = count, planes
        blocks = -(-count // _BLOCK)
        self._codes = np.zeros((blocks, dim, planes * _BLOCK), dtype=np.int8)
        self._scales = np.zeros(blocks * _BLOCK, dtype=np.float32)  # 0 past `count`: padding rows
        self._packed: InferenceSession | None = None  # `prepack`: the same codes as a constant

    @classmethod
    def of(cls, matrix: np.ndarray, planes: int = PLANES) -> QuantisedRows:
        """The rows of a float (count, dim) matrix."""
        count, dim = int(matrix.shape[0]), int(matrix.shape[1])
        out = cls(count, dim, planes)
        coarse, fine, out._scales[:count] = _codes(matrix)
        for plane, codes in enumerate((coarse, fine)[:planes]):
            padded = np.zeros((out._codes.shape[0] * _BLOCK, dim), dtype=np.int8)
            padded[:count] = codes
            blocks = padded.reshape(-1, _BLOCK, dim).transpose(0, 2, 1)
            out._codes[:, :, plane * _BLOCK : (plane + 1) * _BLOCK] = blocks
        out.prepack()
        return out

    def prepack(self) -> None:
        """Give onnxruntime the codes as a constant, packed once for its kernel: open searches then
        read them in order, twice as fast as blocks passed per search (≈ 1 ms at 10k actions, busy
        host). Costs one copy of the codes and ≈ 50 ms; `set` drops it (rows being filled in are
        multiplied block by block until the next `prepack`)."""
        if _kernel() is None or self._count == 0:
            return
        dim = self._codes.shape[1]
        planes = [
            self._codes[:, :, p * _BLOCK : (p + 1) * _BLOCK].transpose(1, 0, 2).reshape(dim, -1)
            for p in range(self._planes)
        ]
        self._packed = _session(_graph(np.ascontiguousarray(np.concatenate(planes, axis=1))))

    @property
    def shape(self) -> tuple[int, int]:
        return self._count, int(self._codes.shape[1])

    def set(self, rows: np.ndarray | list[int], vectors: np.ndarray) -> None:
        """Store `vectors` (len(rows), dim) at `rows`, in place."""
        rows = np.asarray(rows, dtype=np.int64)
        coarse, fine, scales = _codes(np.asarray(vectors).reshape(rows.size, -1))
        block, column = np.divmod(rows, _BLOCK)
        self._packed = None
        for plane, codes in enumerate((coarse, fine)[: self._planes]):
            self._codes[block, :, plane * _BLOCK + column] = codes
        self._scales[rows] = scales

    def rows(self, rows: np.ndarray | None = None) -> np.ndarray:
        """The stored rows (or the given ones) as float32 (count, dim): what the products see."""
        rows = np.arange(self._count) if rows is None else np.asarray(rows, dtype=np.int64)
        block, column = np.divmod(rows, _BLOCK)
        values = self._codes[block, :, column].astype(np.float32)
        if self._planes == 2:
            values += self._codes[block, :, _BLOCK + column].astype(np.float32) / _FINE
        return values * self._scales[rows, None]

    def dot(self, vector: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
        """Every stored row's (or the given rows') product with `vector`, float32, on this thread.
        Given rows are read from their blocks alone (a conversation's actions sit in a few)."""
        kernel = _kernel()
        if kernel is None or self._count == 0:
            return dot_rows(self.rows(rows), np.asarray(vector, dtype=np.float32))
        query, step = quantised_query(vector)
        packed = self._packed
        if rows is None and packed is not None:
            (sums,) = packed.run(None, {"a": query})  # (2, planes · blocks · _BLOCK)
            sums = np.asarray(sums, dtype=np.float32).reshape(2, self._planes, -1)
            return self._combined(sums, step, self._scales)[: self._count]
        if rows is None:
            return self._products(kernel, query, step, 0, self._codes.shape[0])[: self._count]
        rows = np.asarray(rows, dtype=np.int64)
        out = np.empty(rows.size, dtype=np.float32)
        if rows.size == 0:
            return out
        blocks = np.unique(rows // _BLOCK)
        gaps = np.flatnonzero(np.diff(blocks) > 1)
        for first, last in zip(
            blocks[np.r_[0, gaps + 1]], blocks[np.r_[gaps, blocks.size - 1]] + 1, strict=True
        ):
            inside = (rows >= first * _BLOCK) & (rows < last * _BLOCK)  # one run of consecutive blocks
            out[inside] = self._products(kernel, query, step, first, last)[rows[inside] - first * _BLOCK]
        return out

    def _products(
        self, kernel: InferenceSession, query: np.ndarray, step: float, first: int, last: int
    ) -> np.ndarray:
        """The products of the rows of blocks first..last − 1 (a view: nothing is copied)."""
        (sums,) = kernel.run(None, {"a": query[None], "b": self._codes[first:last]})
        sums = np.asarray(sums, dtype=np.float32)  # (blocks, 2, planes · _BLOCK), exact int32 before
        blocks = sums.shape[0]
        sums = (
            sums.reshape(blocks, 2, self._planes, _BLOCK).transpose(1, 2, 0, 3).reshape(2, self._planes, -1)
        )
        return self._combined(sums, step, self._scales[first * _BLOCK : last * _BLOCK])

    def _combined(self, sums: np.ndarray, step: float, scales: np.ndarray) -> np.ndarray:
        """Products from the integer sums (query part, code plane, row): scale × step ×
        (q + q' / 254) · (c + c' / 254), the fine × fine term included (it costs nothing)."""
        out = sums[0, 0] + sums[1, 0] / _FINE
        if self._planes == 2:
            out += sums[0, 1] / _FINE + sums[1, 1] / _FINE**2
        out *= scales * np.float32(step)
        return out
