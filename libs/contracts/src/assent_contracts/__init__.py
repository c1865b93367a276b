"""Shared contracts of Assent: every command, event, record and key name that crosses a service boundary.

Pure data: this package imports pydantic and the standard library only.
"""
