/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RowButtons } from './row-buttons'

function setup(index: number, count: number) {
  const onMove = jest.fn()
  const onRemove = jest.fn()
  render(
    <RowButtons
      className="row"
      name={`picture ${index + 1}`}
      index={index}
      count={count}
      onMove={onMove}
      onRemove={onRemove}
    />,
  )
  return { onMove, onRemove, user: userEvent.setup() }
}

describe('RowButtons', () => {
  it('moves a middle row either way and removes it, each named for the row', async () => {
    const { onMove, onRemove, user } = setup(1, 3)
    await user.click(screen.getByRole('button', { name: 'Move picture 2 up' }))
    await user.click(screen.getByRole('button', { name: 'Move picture 2 down' }))
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }))
    expect(onMove.mock.calls).toEqual([
      [1, 0],
      [1, 2],
    ])
    expect(onRemove).toHaveBeenCalledTimes(1)
  })

  it('cannot move the first row up or the last row down', () => {
    setup(0, 1)
    expect(screen.getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move picture 1 down' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toBeEnabled()
  })
})
