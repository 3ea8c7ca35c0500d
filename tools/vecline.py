"""The line rule of the conformance protocol (VECTORS.md), shared by the
tools that read query files as the runner does.

A line whose first character is '#' is a comment, and a line of nothing
but spaces and tabs is blank: neither gets an answer. Every other line is
a query and gets exactly one answer line. Only spaces and tabs separate
tokens; any other byte, a carriage return included, belongs to a token.
"""

BLANKS = " \t"


def is_query(line):
    """True when the line (without its "\\n") gets an answer line."""
    return not line.startswith("#") and line.strip(BLANKS) != ""


def first_token(line):
    """The op of a query line: its first run of bytes other than blanks."""
    return [t for t in line.replace("\t", " ").split(" ") if t != ""][0]
