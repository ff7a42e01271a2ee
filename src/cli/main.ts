import { stringify } from 'yaml';
console.log(stringify({ a: 1 }));
