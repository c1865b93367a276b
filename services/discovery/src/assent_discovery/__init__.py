"""Discovery: catalogs each connection's MCP tools, searches them, and keeps conversation contexts."""
