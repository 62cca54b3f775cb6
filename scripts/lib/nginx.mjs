// nginx for the benchmark and its tests: the project's caching proxy (scripts/ops/nginx/
// caching-proxy.conf) in front of a running site, and a plain static server for the
// baseline. Each runs in a folder of its own, in the foreground, stopped by its PID.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pinned } from './cpus.mjs'
import { ensureDebianTools } from './debian.mjs'
import { portInUse, start, tempDir } from './processes.mjs'

const MODULES = '/usr/lib/nginx/modules'
/**
 * The shipped configuration, found from the working folder up: the browser specs load this
 * module through Playwright's compiler, which does not take import.meta.
 */
function template(from = process.cwd()) {
  const file = join(from, 'scripts', 'ops', 'nginx', 'caching-proxy.conf')
  if (existsSync(file)) return file
  if (dirname(from) === from) throw new Error('scripts/ops/nginx/caching-proxy.conf not found')
  return template(dirname(from))
}

export function ensureNginx(who) {
  ensureDebianTools({ nginx: ['nginx-light', 'libnginx-mod-http-brotli-filter'] }, who)
}

function mimeTypes() {
  return ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(existsSync) ?? ''
}

/** A private folder nginx's workers (which drop root for 'nobody') can write in. */
function prefixDir(name) {
  const prefix = tempDir(name)
  chmodSync(prefix, 0o777)
  mkdirSync(join(prefix, 'cache'), { mode: 0o777 })
  return prefix
}

/** The caching proxy's configuration, with its {{...}} values filled in. */
export function cachingProxyConfig({ prefix, listen, upstream }) {
  const brotli = existsSync(join(MODULES, 'ngx_http_brotli_filter_module.so'))
  return readFileSync(template(), 'utf8')
    .replaceAll(
      '{{LOAD_MODULES}}',
      brotli ? `load_module ${MODULES}/ngx_http_brotli_filter_module.so;` : '',
    )
    .replaceAll(
      '{{BROTLI}}',
      brotli
        ? '  brotli on;\n  brotli_comp_level 5;\n  brotli_types text/css application/javascript ' +
            'application/json application/xml text/xml application/rss+xml ' +
            'application/atom+xml image/svg+xml text/calendar text/plain;'
        : '',
    )
    .replaceAll('{{BROTLI_OFF}}', brotli ? '    brotli off;' : '')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{MIME_TYPES}}', mimeTypes())
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{UPSTREAM}}', upstream)
}

/** A static file server for `root`: the fastest this machine serves a page. */
function staticConfig({ prefix, listen, root }) {
  return `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  include ${mimeTypes()};
  sendfile on;
  open_file_cache max=1000;
  server {
    listen ${listen} reuseport backlog=4096;
    keepalive_requests 100000;
    root ${root};
    location / { default_type text/html; try_files $uri $uri.html =404; }
  }
}
`
}

async function run(name, config, port, cpus) {
  const prefix = config.prefix
  writeFileSync(join(prefix, 'nginx.conf'), config.text)
  const { command, args } = pinned('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], cpus)
  const child = start(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 10_000
  while (!(await portInUse(port))) {
    if (child.exitCode !== null) throw new Error(`nginx (${name}) exited: ${prefix}/error.log`)
    if (Date.now() > deadline) throw new Error(`nginx (${name}) did not start on ${port}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return child
}

/**
 * The caching proxy on 127.0.0.1:`port` in front of the site at `upstream` (host:port). With
 * `errorLog`, each answer of 500 or more is logged there with what the site answered
 * ($upstream_status: none when nginx itself refused or timed out); with `hitLog`, the time
 * nginx took over each answer from its cache ($request_time, in seconds).
 * @param {{ port: number, upstream: string, errorLog?: string, hitLog?: string, cpus?: string }} options
 */
export async function startCachingProxy({ port, upstream, errorLog, hitLog, cpus }) {
  const prefix = prefixDir('caching-proxy')
  const logs = [
    ...(errorLog
      ? [
          'map $status $failed { ~^5 1; default 0; }',
          "log_format failed '$status $request_uri $upstream_status $request_time " +
            "$upstream_response_time $upstream_cache_status';",
          `access_log ${errorLog} failed if=$failed;`,
        ]
      : []),
    ...(hitLog
      ? [
          'map $upstream_cache_status $hit { HIT 1; default 0; }',
          "log_format hit '$request_time';",
          `access_log ${hitLog} hit if=$hit;`,
        ]
      : []),
  ]
  const text = cachingProxyConfig({ prefix, listen: `127.0.0.1:${port}`, upstream }).replace(
    '  access_log off;',
    logs.length ? logs.map((line) => `  ${line}`).join('\n') : '  access_log off;',
  )
  return run('caching proxy', { prefix, text }, port, cpus)
}

/** A static server of the files in `root` on 127.0.0.1:`port`. */
export async function startStaticServer({ port, root }) {
  const prefix = prefixDir('static-server')
  return run(
    'static',
    { prefix, text: staticConfig({ prefix, listen: `127.0.0.1:${port}`, root }) },
    port,
  )
}
