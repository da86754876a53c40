"""reflectgit's own integrations, registered as plugins (``reflectgit.plugins.DEFAULT_PLUGINS``)."""
