# One image for every Assent process; compose.yaml picks the command.
FROM python:3.11-slim
ENV UV_PYTHON_DOWNLOADS=never PYTHONUNBUFFERED=1 PATH=/app/.venv/bin:$PATH
RUN pip install --no-cache-dir uv==0.13.8
WORKDIR /app
COPY pyproject.toml uv.lock ./
COPY libs libs
COPY services services
COPY src src
COPY config config
RUN uv sync --frozen --no-dev
RUN useradd --system --uid 10001 assent
USER assent
