// The server renders the website's pages with React and MUI: in their production form, the one the
// built website hydrates with (their development form names the style classes differently, and
// React's development JSX runtime cannot feed its production renderer). Imported first by
// server.ts: the website's modules the server imports (its messages, with `useT`) load React, which
// picks its form from NODE_ENV the moment it is first loaded.
process.env.NODE_ENV ??= 'production';
