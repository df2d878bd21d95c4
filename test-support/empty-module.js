/** What a stylesheet import is in a jest spec: nothing (jest.config.js maps `*.css` here). */
module.exports = {};
