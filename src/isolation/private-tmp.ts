/**
 * Private, size-limited scratch places for each agent run and each check run: /tmp, /var/tmp,
 * /dev/shm and /run/lock (the world-writable places of a Linux host) are new tmpfs mounts in a
 * mount namespace of the run's own. What the agent or a check writes there (claude's
 * /tmp/claude-<uid> included) is gone when the run ends, never seen by the next run, the
 * reviewer or another agent on the runner, and cannot fill the runner's disk.
 *
 * The step runs as root inside the run's PID namespace, after the network namespace's init and
 * before the switch to the run's user: `unshare --mount` makes a mount namespace for the run
 * alone (the init keeps the host's mounts: its relay sockets live under /tmp). Paths the run
 * must still reach under those places (the working tree, the harness's staged files, the
 * tools) are bound back from the covered directory, which the script still holds as its
 * working directory. A fresh HOME for the run's user is made on the new /tmp, and /proc is
 * mounted anew for the run's PID namespace, so the run sees its own processes only.
 */

/** Each private place and its size (tmpfs pages are memory; they are counted as such). */
export const PRIVATE_PLACES: readonly { path: string; size: string }[] = [
  { path: '/tmp', size: '1g' },
  { path: '/var/tmp', size: '1g' },
  { path: '/dev/shm', size: '256m' },
  { path: '/run/lock', size: '8m' },
];

/** The fresh HOME each run finds on its private /tmp, owned by the run's user. */
export const PRIVATE_HOME = '/tmp/ralph-home';

/**
 * $1 owner (uid:gid), $2 how many paths to keep, then those paths, then the command. Each
 * private place is covered from inside itself (`cd` first), so `./<rest>` still names the
 * covered entry when it is bound back onto the new mount.
 */
const SCRIPT = `set -e
owner=$1; n=$2; shift 2
here=$(pwd)
keep() {
  case "$2" in "$1"/*) ;; *) return 0 ;; esac
  rest=\${2#"$1"/}
  [ -e "./$rest" ] || return 0
  if [ -d "./$rest" ]; then mkdir -p "$2"; else mkdir -p "\${2%/*}"; : > "$2"; fi
  mount --no-canonicalize --rbind "./$rest" "$2"
}
for spec in ${PRIVATE_PLACES.map((p) => `${p.path}:${p.size}`).join(' ')}; do
  dir=\${spec%:*}; size=\${spec##*:}
  if [ -L "$dir" ] || [ ! -d "$dir" ]; then continue; fi
  cd "$dir"
  mount -t tmpfs -o "size=$size,mode=1777,nosuid,nodev" ralph-private "$dir"
  i=0
  for path in "$@"; do
    i=$((i + 1)); [ "$i" -le "$n" ] || break
    keep "$dir" "$path"
  done
  keep "$dir" "$here"
done
# A /proc of the run's own PID namespace: the host's processes (their command lines, their
# working directories) are not the run's to see.
mount -t proc -o nosuid,nodev,noexec ralph-proc /proc || echo "ralph: /proc stays the host's here" >&2
mkdir -m 0700 ${PRIVATE_HOME}
chown "$owner" ${PRIVATE_HOME}
cd "$here" 2>/dev/null || cd /
shift "$n"
exec "$@"`;

export interface PrivateTmpTools {
  unshare: string;
  sh: string;
}

/**
 * The argv that runs what follows it (appended by the caller) with private scratch places;
 * `keep` are absolute, resolved paths the run must still reach.
 */
export function privateTmpArgv(
  tools: PrivateTmpTools,
  owner: { uid: number; gid: number },
  keep: readonly string[],
): string[] {
  return [
    tools.unshare,
    '--mount',
    '--propagation',
    'private',
    '--',
    tools.sh,
    '-c',
    SCRIPT,
    'ralph-private-tmp',
    `${owner.uid}:${owner.gid}`,
    String(keep.length),
    ...keep,
  ];
}

/** One phrase for the log. */
export function describePrivateTmp(): string {
  return `private ${PRIVATE_PLACES.map((p) => `${p.path} (${p.size})`).join(', ')} per run`;
}
