import { pictureCropResponse, type PictureParams } from '@/lib/gate/picture-response'
import { DEFAULT_EVENT_IMAGE } from '@/lib/events/display'
import { getEvent } from '@/lib/events/queries'

/** The event's lead picture at 16:9, 4:3 or 1:1, for its structured data. */
export async function GET(_request: Request, { params }: { params: Promise<PictureParams> }) {
  return pictureCropResponse('events', params, getEvent, DEFAULT_EVENT_IMAGE)
}
