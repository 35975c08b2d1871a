// Test helpers shared by every package's tests (`@campus/sdk/testing`); never imported by product code.
export * from './sample-user.js';
