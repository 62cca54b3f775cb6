/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AltTextField } from './alt-text-field.client'
import { FocalPointPicker } from './focal-point.client'

function setup(focalX = '', focalY = '') {
  render(
    <FocalPointPicker
      src="/demo/a.jpg"
      width={1200}
      height={800}
      focalX={focalX}
      focalY={focalY}
      errors={{}}
      idPrefix="t-"
    />,
  )
  const picture = screen.getByRole('button', { name: /^Focal point/ })
  const across = screen.getByLabelText('Across (% from the left)')
  const down = screen.getByLabelText('Down (% from the top)')
  return { picture, across, down, user: userEvent.setup() }
}

describe('FocalPointPicker', () => {
  it('sets the point where the picture is clicked, and crops the previews there', () => {
    const { picture, across, down } = setup()
    picture.getBoundingClientRect = () =>
      ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect
    fireEvent.click(picture, { clientX: 400, clientY: 100, detail: 1 })
    expect(across).toHaveValue(75)
    expect(down).toHaveValue(25)
    expect(picture).toHaveAccessibleName('Focal point: 75% across, 25% down. Click to move it.')
    for (const preview of document.querySelectorAll('img[data-crop]')) {
      expect((preview as HTMLElement).style.objectPosition).toBe('75% 25%')
    }
  })

  it('moves from the keyboard: arrows by one, with Shift by ten; Enter does not move it', async () => {
    const { picture, across, down, user } = setup('50', '95')
    picture.focus()
    await user.keyboard('{ArrowLeft}{Shift>}{ArrowDown}{/Shift}{Enter}')
    expect(across).toHaveValue(49)
    expect(down).toHaveValue(100)
  })

  it('takes typed numbers, and can be cleared', async () => {
    const { picture, across, user } = setup()
    expect(picture).toHaveAccessibleName(/not set/)
    await user.type(across, '30')
    await user.type(screen.getByLabelText('Down (% from the top)'), '60')
    expect(picture).toHaveAccessibleName(/30% across, 60% down/)
    await user.click(screen.getByRole('button', { name: 'Clear the focal point' }))
    expect(across).toHaveValue(null)
  })
})

describe('AltTextField', () => {
  it('warns of a file name as it is typed, and stops when the text describes the picture', async () => {
    render(<AltTextField value="" idPrefix="t-" />)
    const field = screen.getByLabelText('Alt text')
    expect(screen.getByText(/There is no alt text yet/)).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(field, 'DSC_0042.JPG')
    expect(screen.getByText(/looks like a file name/)).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'Two dancers mid-leap on the quayside')
    expect(document.querySelector('.admin-warnings')).toBeNull()
  })
})
