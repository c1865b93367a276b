"""Write the one-node ONNX graph the engine's int8 products run through (`engine/products.py`).

    .venv/bin/python services/discovery/scripts/derive_products.py

`engine/model/matmul-integer.onnx` is onnxruntime's standard `MatMulInteger` (ONNX opset 10) with
every dimension named, not fixed: query rows `a` (uint8, zero point 128) times each block of the
catalog's int8 matrix `b` (blocks × dimensions × columns), exact int32 sums out. It has no
weights (the matrix is an input, so the service can fill it in place as vectors land); it is
committed so the service never needs the `onnx` package (a dev dependency) at run time. The
output is byte-for-byte reproducible.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

MODEL_DIR = Path(__file__).resolve().parents[1] / "src" / "assent_discovery" / "engine" / "model"
OUT = MODEL_DIR / "matmul-integer.onnx"


def graph() -> onnx.ModelProto:
    node = helper.make_node("MatMulInteger", ["a", "b", "a_zero_point"], ["y"])
    body = helper.make_graph(
        [node],
        "matmul_integer",
        [
            helper.make_tensor_value_info("a", TensorProto.UINT8, [1, "queries", "dimensions"]),
            helper.make_tensor_value_info("b", TensorProto.INT8, ["blocks", "dimensions", "columns"]),
        ],
        [helper.make_tensor_value_info("y", TensorProto.INT32, ["blocks", "queries", "columns"])],
        [numpy_helper.from_array(np.asarray(128, dtype=np.uint8), "a_zero_point")],
    )
    model = helper.make_model(body, opset_imports=[helper.make_opsetid("", 17)], producer_name="assent")
    model.ir_version = 8  # read by every onnxruntime >= 1.10
    onnx.checker.check_model(model)
    return model


def main() -> int:
    data = graph().SerializeToString()
    OUT.write_bytes(data)
    print(f"{OUT.name}: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
