# Sourced by the checks that build a package against this checkout as a user's package would:
# `clone_checkout NAME DIR` clones the checkout into DIR/fieldwork, with its uncommitted
# changes and untracked files committed in the clone (so what is checked by hand is what is
# on disk), on a branch named main. The package identity comes from the last path
# component, as it does from a URL's, so the clone is named like the repository.
clone_checkout() {
  local name="$1" work="$2" checkout="$PWD"
  git clone -q "$checkout" "$work/fieldwork"
  git -C "$checkout" diff HEAD | git -C "$work/fieldwork" apply --allow-empty
  git -C "$checkout" ls-files --others --exclude-standard | while IFS= read -r file; do
    mkdir -p "$work/fieldwork/$(dirname "$file")"
    cp "$checkout/$file" "$work/fieldwork/$file"
  done
  git -C "$work/fieldwork" add -A
  git -C "$work/fieldwork" -c user.name="$name" -c user.email=ci@localhost \
    commit -q --allow-empty -m "the checkout as $name saw it"
  git -C "$work/fieldwork" checkout -q -B main
}
