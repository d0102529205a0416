#!/usr/bin/env python3
"""Finds symbol references in doc comments written as code (`Name`) instead of DocC links (``Name``).

    python3 Tools/doc-links.py GRAPH_DIR SOURCE_DIR          list them; exit 1 if there is any
    python3 Tools/doc-links.py GRAPH_DIR SOURCE_DIR --fix    rewrite them as links

GRAPH_DIR holds a module's symbol graphs (Tools/build-docs.sh writes them under .build/docs/graphs/);
SOURCE_DIR is the module's sources. A reference is a single-backtick span in a `///` comment that
names one of the module's public symbols:
  - a type: `MatchTransition`                        -> ``MatchTransition``
  - a type's member, by `Type.member` or `Type.member(_:)`, when the type has exactly one member
    of that name (or one with exactly that signature)  -> ``Type/member(_:)``
  - a member of the type (or extension) the comment sits in, by its bare name or signature, when
    the type has exactly one such member and the name is not a parameter of the declaration the
    comment documents                                -> ``member(_:)`` (DocC resolves it in the type)
Anything else — other modules' symbols (`UIView`, `CALayer.shadowPath`), expressions, literals —
stays code. Tools/build-docs.sh runs the check; DocC then fails on any link that does not resolve.
"""
import glob
import json
import os
import re
import sys

graph_dir, source_dir = sys.argv[1], sys.argv[2]
fix = "--fix" in sys.argv[3:]

types = set()
members = {}  # type name -> list of (base name, title) of its direct members
for path in glob.glob(os.path.join(graph_dir, "*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        components = symbol["pathComponents"]
        kind = symbol["kind"]["identifier"]
        if len(components) == 1 and kind != "swift.extension":
            types.add(components[0])
        if len(components) == 2:
            title = components[1]
            members.setdefault(components[0], []).append((title.split("(")[0], title))


def member_link(type_name, name):
    """The link text for `name` (a base name or a signature) among `type_name`'s members, or None."""
    candidates = members.get(type_name, [])
    exact = [title for base, title in candidates if title == name]
    if len(exact) == 1:
        return exact[0]
    if "(" in name:
        return None
    by_base = [title for base, title in candidates if base == name]
    return by_base[0] if len(by_base) == 1 else None


def parameters_below(lines, number):
    """The parameter names of the declaration a doc comment line documents (a function's, an
    initializer's, a case's associated values'): a bare name among them is the parameter."""
    k = number
    while k < len(lines) and lines[k].lstrip().startswith("///"):
        k += 1
    text = ""
    while k < len(lines) and len(text) < 2000:
        text += lines[k] + " "
        if "{" in lines[k] or (text.count("(") and text.count("(") == text.count(")")):
            break
        k += 1
    start = text.find("(")
    if start < 0:
        return set()
    inside = text[start:]
    names = set()
    for label, name in re.findall(r"[(,]\s*(\w+)(?:\s+(\w+))?\s*:", inside):
        names.add(name or label)
        if label != "_":
            names.add(label)
    return names


declaration = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |package |internal |private |fileprivate |open |final |indirect )*"
                         r"(?:class|struct|enum|protocol|extension|actor)\s+([A-Za-z_][\w.]*)")
span = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
found = 0
for path in sorted(glob.glob(os.path.join(source_dir, "**", "*.swift"), recursive=True)):
    lines = open(path).read().split("\n")
    scopes = []  # (indent, type name)
    changed = False
    for number, line in enumerate(lines):
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if stripped and not stripped.startswith("//") and not stripped.startswith("#"):
            while scopes and scopes[-1][0] >= indent:
                scopes.pop()
            match = declaration.match(line)
            if match:
                scopes.append((indent, match.group(1).split(".")[-1]))
        if not stripped.startswith("///"):
            continue
        # A doc comment belongs to the declaration below it, inside the innermost enclosing type.
        scope = scopes[-1][1] if scopes else None
        parameters = parameters_below(lines, number)

        def replace(m):
            global found
            text = m.group(1)
            link = None
            if text in types:
                link = text
            elif re.fullmatch(r"[A-Z]\w*\.\w+(\([\w:]*\))?", text) and text.split(".")[0] in types:
                type_name, name = text.split(".", 1)
                member = member_link(type_name, name)
                link = f"{type_name}/{member}" if member else None
            elif scope and text not in parameters and re.fullmatch(r"[a-z_]\w*(\([\w:]*\))?", text):
                member = member_link(scope, text)
                link = member
            if link is None:
                return m.group(0)
            found += 1
            if not fix:
                print(f"{path}:{number + 1}: `{text}` names a symbol: write ``{link}``")
            return f"``{link}``"

        new = span.sub(replace, line)
        if new != line:
            lines[number] = new
            changed = True
    if fix and changed:
        open(path, "w").write("\n".join(lines))
if fix:
    print(f"rewrote {found} reference(s) as links")
elif found:
    print(f"{found} symbol reference(s) written as code: run Tools/doc-links.py with --fix", file=sys.stderr)
    sys.exit(1)
