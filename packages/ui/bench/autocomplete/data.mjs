// The same 10,000 options for every page of the autocomplete bench: deterministic (a seeded
// generator), names like "Anna Müller 123" so that "a", "an" and "ann" narrow the list as they would
// in a real list of people. No accented a or n: MUI folds accents by default and ours does not, so
// every page keeps the same options at each step.
const firstNames = [
  'Anna',
  'Anne',
  'Annika',
  'Hannah',
  'Johann',
  'Marianne',
  'Joanna',
  'Daniel',
  'Andreas',
  'Laura',
  'Sara',
  'Maria',
  'Stefan',
  'Thomas',
  'Peter',
  'Lukas',
  'Jonas',
  'Noah',
  'Elias',
  'Mia',
  'Lea',
  'Nina',
  'Sophie',
  'Emma',
  'Luca',
  'Marco',
  'Fabian',
  'Julia',
  'Eva',
  'Kurt',
  'Beat',
  'Urs',
  'Reto',
  'Ruth',
  'Heidi',
  'Yvonne',
  'Oliver',
  'Felix',
  'Simon',
  'Tim',
];
const lastNames = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Meyer',
  'Steiner',
  'Fischer',
  'Gerber',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Moser',
  'Widmer',
  'Wyss',
  'Graf',
  'Roth',
  'Hofmann',
  'Hansen',
  'Bachmann',
  'Suter',
  'Lehmann',
  'Kunz',
  'Marti',
  'Ammann',
  'Bosshard',
  'Vogel',
  'Lüthi',
  'Egli',
  'Sutter',
  'Kuhn',
  'Rüegg',
  'Frey',
  'Bühler',
  'Wenger',
  'Koch',
  'Götz',
];

/** mulberry32: a small seeded generator, so every page and every run gets the same list. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @typedef {{ id: number, label: string }} Person
 * @returns {Person[]}
 */
export function people(count = 10_000, seed = 7) {
  const next = generator(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => ({ id: i, label: `${pick(firstNames)} ${pick(lastNames)} ${i + 1}` }));
}
