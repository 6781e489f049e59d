#!/usr/bin/env python3
"""Checks the YAML files other services read: the GitHub workflows and the Swift Package Index's .spi.yml.

Each must parse, and say what it is for: every workflow has triggers and jobs whose steps run something; the Linux
workflow runs `make test`; .spi.yml is version 1 and names documentation targets that Package.swift declares.
Exits 1 with one line per problem.
"""

import pathlib
import re
import sys

try:
    import yaml
except ImportError:  # make test installs python3-yaml with apt-get; say so when it is missing here.
    sys.exit("check-yaml: PyYAML is missing (apt-get install python3-yaml, or pip install pyyaml)")

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
problems = []


def load(path):
    try:
        return yaml.safe_load(path.read_text())
    except (OSError, yaml.YAMLError) as error:
        problems.append(f"{path}: {error}")
        return None


workflows = sorted((root / ".github" / "workflows").glob("*.yml"))
if not any(path.name == "linux.yml" for path in workflows):
    problems.append(".github/workflows/linux.yml is missing")
for path in workflows:
    doc = load(path)
    if not isinstance(doc, dict):
        continue
    # YAML 1.1 reads the key `on` as True.
    if "on" not in doc and True not in doc:
        problems.append(f"{path}: no triggers (`on:`)")
    jobs = doc.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        problems.append(f"{path}: no jobs")
        continue
    for name, job in jobs.items():
        steps = job.get("steps") if isinstance(job, dict) else None
        if not isinstance(steps, list) or not all(isinstance(s, dict) and ("run" in s or "uses" in s) for s in steps):
            problems.append(f"{path}: job {name} has a step that neither runs nor uses anything")
    if path.name == "linux.yml":
        runs = [s.get("run", "") for job in jobs.values() for s in job.get("steps", [])]
        if not any(re.search(r"\bmake test(\s|$)", run) for run in runs):
            problems.append(f"{path}: does not run `make test`")

spi = load(root / ".spi.yml") if (root / ".spi.yml").exists() else problems.append(".spi.yml is missing")
if isinstance(spi, dict):
    if spi.get("version") != 1:
        problems.append(".spi.yml: version is not 1")
    declared = set(re.findall(r'\.(?:target|testTarget)\(\s*name:\s*"([^"]+)"', (root / "Package.swift").read_text()))
    configs = spi.get("builder", {}).get("configs", [])
    targets = [t for config in configs for t in config.get("documentation_targets", [])]
    if not targets:
        problems.append(".spi.yml: no documentation_targets")
    for target in targets:
        if target not in declared:
            problems.append(f".spi.yml: documentation target {target} is not a target in Package.swift")

for problem in problems:
    print(f"check-yaml: {problem}")
if problems:
    sys.exit(1)
print(f"check-yaml: {len(workflows)} workflows and .spi.yml parse and say what they are for")
