import { positionFromMapLink } from './map-link'

const at = (latitude: number, longitude: number) => ({
  ok: true,
  position: { latitude, longitude },
})
const read = (link: string) => positionFromMapLink(link)
const refusal = (link: string) => {
  const result = read(link)
  return result.ok ? `read ${JSON.stringify(result.position)}` : result.message
}

describe('positionFromMapLink', () => {
  it('reads OpenStreetMap: its pin first, else the centre of its view', () => {
    expect(read('https://www.openstreetmap.org/#map=18/54.57610/-1.23500')).toEqual(
      at(54.5761, -1.235),
    )
    expect(
      read('https://www.openstreetmap.org/?mlat=54.5761&mlon=-1.235#map=17/54.6/-1.3'),
    ).toEqual(at(54.5761, -1.235))
    expect(read('https://www.openstreetmap.org/#map=16/54.58377/-1.08383&layers=T')).toEqual(
      at(54.58377, -1.08383),
    )
    expect(read('openstreetmap.org/#map=18/54.57/-1.23')).toEqual(at(54.57, -1.23))
    expect(refusal('https://www.openstreetmap.org/node/123456')).toMatch(/does not hold/)
    expect(refusal('https://osm.org/go/euu4gAa--')).toMatch(/short link/)
  })

  it('reads Google Maps: a place’s pin, a search for a position, or the map’s centre', () => {
    expect(read('https://www.google.com/maps/@54.57,-1.23,17z')).toEqual(at(54.57, -1.23))
    expect(
      read(
        'https://www.google.com/maps/place/Middlesbrough+Town+Hall/@54.5751,-1.2360,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d54.5752743!4d-1.2347101',
      ),
    ).toEqual(at(54.575274, -1.23471))
    expect(read('https://www.google.com/maps/place/Saltburn/@54.58,-0.97,15z')).toEqual(
      at(54.58, -0.97),
    )
    expect(read('https://www.google.com/maps?q=54.57,-1.23')).toEqual(at(54.57, -1.23))
    expect(read('https://maps.google.co.uk/?q=54.57,%20-1.23&z=16')).toEqual(at(54.57, -1.23))
    expect(read('https://www.google.com/maps/search/?api=1&query=54.57%2C-1.23')).toEqual(
      at(54.57, -1.23),
    )
    expect(read('https://www.google.co.uk/maps/search/54.5761,+-1.2350')).toEqual(
      at(54.5761, -1.235),
    )
    expect(refusal('https://www.google.com/maps/search/Redcar+Beacon')).toMatch(/does not hold/)
    expect(refusal('https://maps.app.goo.gl/AbCdEf123')).toMatch(/short link/)
    expect(refusal('https://www.google.com/search?q=54.57,-1.23')).toMatch(/Only a link/)
  })

  it('reads Apple Maps and geo: links', () => {
    expect(read('https://maps.apple.com/?ll=54.57,-1.23')).toEqual(at(54.57, -1.23))
    expect(read('https://maps.apple.com/?q=Redcar%20Beacon&ll=54.6178,-1.0687')).toEqual(
      at(54.6178, -1.0687),
    )
    expect(read('https://maps.apple.com/place?coordinate=54.6178,-1.0687&name=Beacon')).toEqual(
      at(54.6178, -1.0687),
    )
    expect(refusal('https://maps.apple.com/?address=Redcar')).toMatch(/Apple Maps link does not/)
    expect(read('geo:54.57,-1.23')).toEqual(at(54.57, -1.23))
    expect(read('geo:54.57,-1.23;u=35?z=17')).toEqual(at(54.57, -1.23))
    expect(read('GEO:0,0?q=54.57,-1.23(Redcar%20Beacon)')).toEqual(at(54.57, -1.23))
    expect(refusal('geo:0,0?q=Redcar+Beacon')).toMatch(/holds no position/)
  })

  it('takes the two numbers Google copies, and rounds to six places', () => {
    expect(read(' 54.5761, -1.2350 ')).toEqual(at(54.5761, -1.235))
    expect(read('54.123456789,-1.987654321')).toEqual(at(54.123457, -1.987654))
  })

  it('refuses what it cannot read, and a position off the map, saying why', () => {
    expect(refusal('')).toMatch(/Paste a link/)
    expect(refusal('Redcar Beacon')).toMatch(/Only a link from OpenStreetMap/)
    expect(refusal('https://example.org/?ll=54.57,-1.23')).toMatch(/Only a link/)
    expect(refusal('javascript:alert(1)')).toMatch(/Only a link/)
    expect(refusal('https://maps.apple.com/?ll=95,-1.23')).toMatch(/not on the map/)
    expect(refusal('https://www.openstreetmap.org/#map=5/54.5/-200')).toMatch(/not on the map/)
    expect(refusal('https://www.google.com/maps/place/x/%E0%A4%A')).toMatch(/does not hold/)
  })
})
