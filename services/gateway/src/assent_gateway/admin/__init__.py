"""The administrators' side of the gateway (``routes/admin.py``): who may act (``access``), the
organisation's enabled toolkits (``toolkits``) and shared connections (``connections``), and their
request and response bodies (``schemas``)."""
