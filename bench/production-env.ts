// Imported first: React and React Router choose their production builds from NODE_ENV when loaded,
// as they do under `npm start`.
process.env.NODE_ENV = "production";
