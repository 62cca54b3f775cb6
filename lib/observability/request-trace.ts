// The id of the request a line is written for: the trace id of the active OpenTelemetry span.
// Next starts a span per request, continuing an incoming `traceparent`, once a tracer provider
// is registered (./tracing.ts).
import { context, isSpanContextValid, trace, type Context } from '@opentelemetry/api'

/** The trace id of the span active in the given context, if any. */
export function traceIdOf(ctx: Context = context.active()): string | undefined {
  const spanContext = trace.getSpanContext(ctx)
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined
}

/** The Google Cloud project the logs go to, when the environment names one. */
export function projectIdOf(env: Record<string, string | undefined>): string | undefined {
  return env.FIREBASE_PROJECT_ID || env.GOOGLE_CLOUD_PROJECT || env.GCLOUD_PROJECT || undefined
}
