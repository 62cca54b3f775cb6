// Tools the scripts need from Debian (Chromium, nginx, wrk, redis-server): installed with
// apt-get when missing and the script runs as root on a Debian machine, as on the CI
// machines; elsewhere the script says what to install.
import { spawnSync } from 'node:child_process'

/** Whether `command` is on the PATH. */
export function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

let updated = false

/** Whether this script may install Debian packages: Linux, root, apt-get. */
export function canInstallFromDebian() {
  return process.platform === 'linux' && process.getuid?.() === 0 && onPath('apt-get')
}

/**
 * Makes sure each command is on the PATH, installing the Debian packages that provide the
 * missing ones. `tools` maps a command to its package(s), e.g. { wrk: 'wrk' }.
 * @param {Record<string, string | string[]>} tools
 * @param {string} who the script asking, for its log lines
 */
export function ensureDebianTools(tools, who) {
  const missing = Object.entries(tools).filter(([command]) => !onPath(command))
  if (!missing.length) return
  const packages = missing.flatMap(([, pkg]) => pkg)
  if (!canInstallFromDebian()) {
    throw new Error(
      `${missing.map(([c]) => c).join(', ')} not found: install ${packages.join(' ')} ` +
        '(Debian/Ubuntu package names) and run again',
    )
  }
  console.log(`[${who}] installing ${packages.join(', ')} from Debian`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    }).status === 0
  if (!install()) {
    if (!updated) spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    updated = true
    if (!install()) throw new Error(`apt-get install ${packages.join(' ')} failed`)
  }
}
