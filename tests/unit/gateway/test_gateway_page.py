"""The Playground page at ``/``: index never cached, hashed assets immutable, a CSP without inline code."""

from pathlib import Path

from litestar import Litestar
from litestar.testing import TestClient

from assent_gateway.page import page_handlers
from assent_gateway.problems import EXCEPTION_HANDLERS


def _client(dist: Path) -> TestClient[Litestar]:
    app = Litestar(route_handlers=page_handlers(dist), exception_handlers=EXCEPTION_HANDLERS)  # type: ignore[arg-type]
    return TestClient(app)


def _dist(tmp_path: Path) -> Path:
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text(
        '<head></head><script type="module" src="/assets/index-abc123.js"></script>'
    )
    (tmp_path / "assets" / "index-abc123.js").write_text("console.log(1)")
    (tmp_path / "assets" / "index-abc123.css").write_text("body{}")
    (tmp_path / "secret.txt").write_text("outside assets")
    return tmp_path


def test_the_index_is_revalidated_every_time_and_forbids_inline_scripts(tmp_path: Path) -> None:
    with _client(_dist(tmp_path)) as client:
        response = client.get("/")
        again = client.get("/")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["cache-control"] == "no-cache"
    policy = response.headers["content-security-policy"]
    assert "script-src 'self';" in policy and "unsafe-inline" not in policy and "default-src 'self'" in policy
    # Style elements only with this response's nonce (CodeMirror reads it from the page).
    nonce = policy.split("'nonce-", 1)[1].split("'", 1)[0]
    assert f'<meta name="csp-nonce" content="{nonce}" />' in response.text
    assert nonce not in again.headers["content-security-policy"]
    assert response.headers["x-content-type-options"] == "nosniff"


def test_hashed_assets_are_immutable_with_their_own_types(tmp_path: Path) -> None:
    with _client(_dist(tmp_path)) as client:
        script = client.get("/assets/index-abc123.js")
        style = client.get("/assets/index-abc123.css")
    assert script.status_code == 200 and script.text == "console.log(1)"
    assert script.headers["content-type"].startswith("text/javascript")
    assert style.headers["content-type"].startswith("text/css")
    assert script.headers["cache-control"] == "public, max-age=31536000, immutable"


def test_text_assets_are_compressed_for_a_browser_that_accepts_it(tmp_path: Path) -> None:
    dist = _dist(tmp_path)
    (dist / "assets" / "big-abc123.js").write_text("const a = 1;\n" * 2000)
    with _client(dist) as client:
        plain = client.get("/assets/big-abc123.js", headers={"Accept-Encoding": "identity"})
        packed = client.get("/assets/big-abc123.js", headers={"Accept-Encoding": "gzip, br"})
    assert "content-encoding" not in plain.headers and len(plain.content) == 26000
    assert packed.headers["content-encoding"] == "gzip" and packed.text == plain.text
    assert int(packed.headers["content-length"]) < 1000
    assert packed.headers["vary"] == "Accept-Encoding"


def test_nothing_outside_the_assets_folder_is_served(tmp_path: Path) -> None:
    with _client(_dist(tmp_path)) as client:
        for path in ("/assets/../secret.txt", "/assets/%2e%2e/secret.txt", "/assets/missing.js"):
            response = client.get(path)
            assert response.status_code == 404, path
            assert "outside assets" not in response.text


def test_an_unbuilt_page_says_how_to_build_it(tmp_path: Path) -> None:
    with _client(tmp_path) as client:
        response = client.get("/")
    assert response.status_code == 503
    assert response.json()["code"] == "page_not_built"
