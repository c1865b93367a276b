"""The dense parts' arithmetic helpers: same numbers as plain numpy, on the calling thread."""

from __future__ import annotations

import numpy as np

from assent_discovery.engine.products import dot_rows, upper_median


def test_dot_rows_is_the_matrix_vector_product() -> None:
    rng = np.random.default_rng(1)
    matrix = rng.standard_normal((1000, 64)).astype(np.float32)
    vector = rng.standard_normal(64).astype(np.float32)
    assert np.allclose(dot_rows(matrix, vector), np.einsum("ij,j->i", matrix, vector), atol=1e-4)
    assert dot_rows(matrix[:0], vector).shape == (0,)


def test_upper_median_is_the_middle_value() -> None:
    assert upper_median(np.asarray([3.0, 1.0, 2.0])) == 2.0
    assert upper_median(np.asarray([4.0, 1.0, 3.0, 2.0])) == 3.0  # the upper of the two middle ones
    assert upper_median(np.asarray([], dtype=np.float32)) == 0.0
    values = np.random.default_rng(2).standard_normal(1001)
    assert upper_median(values) == float(np.median(values))
