/** Up, Down and Remove for one row of a list the editor puts in order. */
export function RowButtons({
  className,
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  className: string
  /** The row in the buttons' names, like “picture 2”. */
  name: string
  index: number
  count: number
  onMove: (from: number, to: number) => void
  onRemove: () => void
}) {
  const buttons = [
    {
      text: 'Up',
      label: `Move ${name} up`,
      off: index === 0,
      press: () => onMove(index, index - 1),
    },
    {
      text: 'Down',
      label: `Move ${name} down`,
      off: index === count - 1,
      press: () => onMove(index, index + 1),
    },
    { text: 'Remove', label: `Remove ${name}`, off: false, press: onRemove },
  ]
  return (
    <div className={className}>
      {buttons.map(({ text, label, off, press }) => (
        <button
          key={text}
          type="button"
          className="button button--ghost admin-button"
          disabled={off}
          onClick={press}
          aria-label={label}
        >
          {text}
        </button>
      ))}
    </div>
  )
}
