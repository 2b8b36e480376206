#!/usr/bin/env bash
# Keeps one issue, labelled external-links, up to date with the weekly sweep of
# external links (.github/workflows/external-links.yml): the report of
# `npm run links:external` becomes its body. Broken links open the issue or
# update the open one; a sweep with none updates and closes it; with no issue
# open and nothing broken it does nothing. Links that could not be checked are
# listed in the body but never open an issue on their own.
#
# Needs the GitHub CLI (`gh`, on GitHub's runners) with GH_TOKEN and GH_REPO.
# Usage: bash tools/ci/links/report-issue.sh <report.md>
set -euo pipefail

report="${1:-}"
if [ -z "$report" ] || [ ! -f "$report" ]; then
  echo "Usage: bash tools/ci/links/report-issue.sh <report.md> (the file of npm run links:external -- --report)" >&2
  exit 2
fi

label=external-links
title="External links: broken links found by the weekly sweep"
broken=$(sed -n 's/^External links: \([0-9][0-9]*\) broken.*/\1/p' "$report" | head -n 1)
if [ -z "$broken" ]; then
  echo "$report is not a report of npm run links:external (its first line names no count of broken links)" >&2
  exit 2
fi

open_issue=$(gh issue list --label "$label" --state open --limit 1 --json number --jq '.[0].number // empty')

if [ "$broken" -gt 0 ]; then
  if [ -n "$open_issue" ]; then
    gh issue edit "$open_issue" --body-file "$report"
    echo "== Updated issue #$open_issue: $broken broken link(s)"
  else
    gh label create "$label" --color d73a4a --description "Found by the weekly sweep of external links" --force
    gh issue create --title "$title" --label "$label" --body-file "$report"
    echo "== Opened an issue: $broken broken link(s)"
  fi
elif [ -n "$open_issue" ]; then
  gh issue edit "$open_issue" --body-file "$report"
  gh issue close "$open_issue" --comment "The latest sweep found no broken external link."
  echo "== Closed issue #$open_issue: no broken link any more"
else
  echo "== No broken link and no open issue: nothing to do"
fi
