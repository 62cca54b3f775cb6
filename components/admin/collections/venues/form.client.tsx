'use client'
import { VENUES } from '@/lib/admin/collections/venues/config'
import { useSearchParams } from 'next/navigation'
import { useState, type FocusEvent, type FormEvent, type ReactNode } from 'react'
import { saveVenue } from '@/lib/admin/collections/venues/actions'
import type { VenueFormValues } from '@/lib/admin/collections/venues/form'
import { positionFromMapLink } from '@/lib/venues/map-link'
import { EditForm, type DocumentFormProps } from '@/components/admin/edit-form.client'

/** A venue: its name (which makes its page's address), where it is, and how to get in. */
export function VenueForm(props: DocumentFormProps<VenueFormValues>) {
  // The event form's "add it as a venue" names the venue it means: a new one starts with it.
  const named = useSearchParams().get('name')?.trim().slice(0, 200)
  const values =
    !props.id && named && !props.values.name ? { ...props.values, name: named } : props.values
  return (
    <EditForm {...props} values={values} action={saveVenue} kind={VENUES}>
      {({ text, area }) => (
        <>
          {text('name', 'Name', 'Also makes the address of its page.')}
          {area('address', 'Address', 'Street and town, without the postcode.', 3)}
          {text('postcode', 'Postcode')}
          {area(
            'accessInfo',
            'Access information',
            'Step-free entrances, lifts, toilets, parking, the nearest bus stop: what a resident needs to plan a visit.',
            6,
          )}
          {text('website', 'Website', 'A full address, https://…', 'url')}
          <fieldset>
            <legend>On the map</legend>
            <p className="admin-hint">
              With its position, the venue’s page offers a pin on OpenStreetMap and opens the place
              in a phone’s maps app. Without it, the map link only searches for the address.
            </p>
            <MapLinkReader>
              {text(
                'mapLink',
                'Map link',
                'Find the place on OpenStreetMap, Google Maps or Apple Maps and paste the link from the address bar (or a geo: link): the latitude and longitude below are read from it.',
              )}
            </MapLinkReader>
            <div className="admin-pair">
              {text('latitude', 'Latitude', 'Like 54.5761')}
              {text('longitude', 'Longitude', 'Like -1.2350')}
            </div>
          </fieldset>
        </>
      )}
    </EditForm>
  )
}

/**
 * Reads a map link as it is pasted (or when the field is left), in the browser and without a
 * request: fills in the latitude and longitude and empties the field, or says what it cannot
 * read. Without JavaScript the save reads the link instead.
 */
function MapLinkReader({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const read = (input: HTMLInputElement) => {
    // Emptied: a refusal goes, what was read stays.
    if (!input.value.trim()) return setSaid((before) => (before?.ok ? before : null))
    const reading = positionFromMapLink(input.value)
    if (!reading.ok) return setSaid({ ok: false, text: reading.message })
    const { latitude, longitude } = reading.position
    for (const [name, value] of [
      ['latitude', latitude],
      ['longitude', longitude],
      ['mapLink', ''],
    ] as const) {
      const field = input.form?.elements.namedItem(name)
      if (!(field instanceof HTMLInputElement)) continue
      field.value = String(value)
      // Kept as unsaved work like anything typed.
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    setSaid({
      ok: true,
      text: `Read from the link: latitude ${latitude}, longitude ${longitude}. Save to keep them.`,
    })
  }
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    const kind = (event.nativeEvent as InputEvent).inputType
    if (event.target instanceof HTMLInputElement && /^insertFrom(Paste|Drop)/.test(kind ?? '')) {
      read(event.target)
    }
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) read(event.target)
  }
  return (
    <div onInput={onInput} onBlur={onBlur}>
      {children}
      <p role="status" className={said && !said.ok ? 'admin-error' : 'admin-hint'}>
        {said?.text}
      </p>
    </div>
  )
}
