import { failureSummary } from './failure-summary'

describe('failureSummary', () => {
  it('names the kind of failure without repeating the message', () => {
    expect(failureSummary(null)).toBeNull()
    expect(failureSummary('4 DEADLINE_EXCEEDED: Deadline exceeded after 5.001s')).toBe('deadline')
    expect(
      failureSummary(
        '14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED 10.0.0.7:8080',
      ),
    ).toBe('unreachable')
    expect(
      failureSummary('7 PERMISSION_DENIED: Missing or insufficient permissions for projects/x'),
    ).toBe('refused access')
    expect(failureSummary('Something else at /srv/app/lib/x.js:12')).toBe('error')
  })
})
