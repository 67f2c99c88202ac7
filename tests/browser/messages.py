"""messages.py CASES - gives each case of the JSON file CASES (a list of
lists of [name, value] settings) to maze.generate() as keyword arguments,
each value as the text the other front ends get, and prints a JSON list
of what it said: the exception's words, or null for a maze made."""
import json
import sys

import maze

said = []
for case in json.load(open(sys.argv[1], encoding="utf-8")):
    try:
        maze.generate(**dict(case))
        said.append(None)
    except Exception as e:  # the words are what is compared, whatever raised
        said.append(str(e))
print(json.dumps(said))
