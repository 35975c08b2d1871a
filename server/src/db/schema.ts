// The Drizzle schema: every entity of spec section 3. Money is integer cents; dates are `date`
// columns read as 'YYYY-MM-DD' strings; times are 'HH:mm' text.

export * from './tables/organizations.js';
export * from './tables/users.js';
