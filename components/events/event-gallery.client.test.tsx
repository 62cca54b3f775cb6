/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { EventGallery, thumbnailKeyTarget } from './event-gallery.client'

const IMAGES = [
  { url: '/demo/a.jpg', title: 'Lanterns' },
  { url: '/demo/b.jpg', title: 'Drummers' },
  { url: '/demo/c.jpg', title: '' },
  { url: '/demo/d.jpg', title: 'Crowd' },
  { url: '/demo/e.jpg', title: 'Fireworks' },
]

const mainImage = () => screen.getByRole('figure').querySelector('img')!
const thumb = (n: number) => screen.getByRole('button', { name: new RegExp(`picture ${n} of`) })

describe('thumbnailKeyTarget', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 4, 0],
    ['ArrowLeft', 0, 4],
    ['ArrowDown', 1, 2],
    ['ArrowUp', 1, 0],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['a', 1, null],
  ])('%s from %i → %j', (key, from, to) => {
    expect(thumbnailKeyTarget(key, from, 5)).toBe(to)
  })
})

describe('EventGallery', () => {
  it('shows the first picture and a pressed thumbnail for it', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    expect(mainImage()).toHaveAttribute('alt', 'Lanterns')
    expect(thumb(1)).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('button')).toHaveLength(5)
  })

  it('shows the picture whose thumbnail is clicked', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    fireEvent.click(thumb(2))
    expect(mainImage()).toHaveAttribute('alt', 'Drummers')
    expect(thumb(2)).toHaveAttribute('aria-pressed', 'true')
    expect(thumb(1)).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText(/Picture 2 of 5/)).toBeInTheDocument()
  })

  it('moves between thumbnails with the arrow keys, choosing and focusing', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    thumb(1).focus()
    fireEvent.keyDown(thumb(1), { key: 'ArrowRight' })
    expect(thumb(2)).toHaveFocus()
    expect(mainImage()).toHaveAttribute('alt', 'Drummers')
    fireEvent.keyDown(thumb(2), { key: 'End' })
    expect(thumb(5)).toHaveFocus()
    expect(mainImage()).toHaveAttribute('alt', 'Fireworks')
    fireEvent.keyDown(thumb(5), { key: 'ArrowRight' })
    expect(thumb(1)).toHaveFocus()
  })

  it('names an untitled picture after the event', () => {
    render(<EventGallery images={IMAGES} eventTitle="Lantern Parade" />)
    fireEvent.click(thumb(3))
    expect(mainImage()).toHaveAttribute('alt', 'Lantern Parade, picture 3')
  })

  it('has no thumbnails for a single picture', () => {
    render(<EventGallery images={IMAGES.slice(0, 1)} eventTitle="Lantern Parade" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(mainImage()).toHaveAttribute('alt', 'Lanterns')
  })
})
