"""How the services learn that the directory changed (connections, toolkits, their enablement).

The directory lives in PostgreSQL (``assent_database``). Every change made through the API, the
seed import or an administrator increments ``DIRECTORY_VERSION_KEY``; each process caches the
directory and re-reads it when that number moves (``assent_runtime.directory_source``), so a read
costs one Redis ``GET`` instead of a database query. A changed connection's id is also published
on ``CONNECTION_CHANGES_CHANNEL`` so discovery re-lists it at once; periodic checks cover missed
messages. Neither carries anything but ids and a counter.
"""

DIRECTORY_VERSION_KEY = "assent:directory:version"
CONNECTION_CHANGES_CHANNEL = "assent:connections:changed"
