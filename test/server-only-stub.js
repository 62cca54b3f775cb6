// In jest there is no react-server condition; server-only modules may be unit-tested.
module.exports = {}
