"""The Playground page (``web/``, built by Vite into ``web/dist``) served at ``/``.

``index.html`` is never cached (``no-cache``: revalidated each time, so a new build shows at once);
files under ``/assets/`` carry a content hash in their names and are cached for a year as immutable
(text files gzip-compressed when the browser accepts it; SSE and the API are never compressed).
Every answer has a content security policy without ``'unsafe-inline'``: the page runs only its own
script files, and talks only to this origin (no CDN, nothing leaves the machine). The one exception
is for style elements carrying this response's nonce: CodeMirror writes its styles into a ``<style>``
element, and reads the nonce from ``<meta name="csp-nonce">`` (``EditorView.cspNonce``).
"""

import functools
import gzip
import mimetypes
import secrets
from pathlib import Path
from typing import Any

from litestar import Request, Response, get
from litestar.handlers import HTTPRouteHandler
from litestar.params import FromPath

from assent_gateway.problems import ProblemError


def content_security_policy(style_nonce: str | None = None) -> str:
    """The page's policy; ``style_nonce`` admits the style elements that carry it."""
    styles = "style-src 'self'" + (f" 'nonce-{style_nonce}'" if style_nonce else "")
    return "; ".join([*_POLICY[:2], styles, *_POLICY[2:]])


_POLICY = (
    "default-src 'self'",
    "script-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
)
SECURITY_HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}
INDEX_CACHE = "no-cache"
ASSET_CACHE = "public, max-age=31536000, immutable"
COMPRESSIBLE = {".js", ".css", ".svg", ".json", ".map"}
ASSET_TYPES = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml", ".woff2": "font/woff2"}
"""Stated, not guessed: a browser refuses a module script or style sheet served with another type."""

DEFAULT_DIST = Path(__file__).resolve().parents[4] / "web" / "dist"
"""``web/dist`` of the source tree this package runs from (the workspace and the image keep that layout)."""


@functools.lru_cache(maxsize=64)
def _gzipped(path: Path, mtime_ns: int) -> bytes:
    """A text asset, compressed once per version of the file (the names are content hashes anyway)."""
    return gzip.compress(path.read_bytes(), compresslevel=9, mtime=0)


def _not_built() -> ProblemError:
    return ProblemError(503, "page_not_built", "the Playground page is not built: run `make web`")


def page_handlers(dist: Path | None = None) -> list[HTTPRouteHandler]:
    """``GET /`` (the page) and ``GET /assets/{path}`` (its hashed files) from ``dist``."""
    root = (dist or DEFAULT_DIST).resolve()
    assets = root / "assets"

    @get("/", include_in_schema=False, media_type="text/html")
    async def index() -> Response[bytes]:
        index_file = root / "index.html"
        if not index_file.is_file():
            raise _not_built()
        nonce = secrets.token_urlsafe(18)
        html = index_file.read_bytes().replace(
            b"<head>", f'<head>\n    <meta name="csp-nonce" content="{nonce}" />'.encode(), 1
        )
        return Response(
            html,
            media_type="text/html",
            headers={
                **SECURITY_HEADERS,
                "Content-Security-Policy": content_security_policy(nonce),
                "Cache-Control": INDEX_CACHE,
            },
        )

    @get("/assets/{path:path}", include_in_schema=False)
    async def asset(path: FromPath[Path], request: Request[Any, Any, Any]) -> Response[bytes]:
        target = (assets / str(path).lstrip("/")).resolve()
        if not target.is_relative_to(assets) or not target.is_file():
            raise ProblemError(404, "not_found", "no such file")
        media_type = ASSET_TYPES.get(target.suffix) or mimetypes.guess_type(target.name)[0]
        headers = {
            **SECURITY_HEADERS,
            "Content-Security-Policy": content_security_policy(),
            "Cache-Control": ASSET_CACHE,
            "Vary": "Accept-Encoding",
        }
        body = target.read_bytes()
        if target.suffix in COMPRESSIBLE and "gzip" in request.headers.get("accept-encoding", ""):
            body = _gzipped(target, target.stat().st_mtime_ns)
            headers["Content-Encoding"] = "gzip"
        return Response(body, media_type=media_type or "application/octet-stream", headers=headers)

    return [index, asset]
