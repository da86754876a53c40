"""Moving memory in and out of a KB: other tools' formats, tarballs, corpora."""
