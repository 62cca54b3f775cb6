// The tracer provider that makes Next wrap each request in a span, so that each request has a
// trace id (an incoming W3C `traceparent` gives its own).
import { AlwaysOffSampler, NodeTracerProvider } from '@opentelemetry/sdk-trace-node'

/**
 * Registers a provider whose spans record nothing and go nowhere: they only carry trace ids
 * through the request's async work (AsyncLocalStorage) and across services (W3C trace
 * context). Exporting spans would take a span processor and a sampler that samples.
 */
export function registerTracing(): void {
  new NodeTracerProvider({ sampler: new AlwaysOffSampler() }).register()
}
