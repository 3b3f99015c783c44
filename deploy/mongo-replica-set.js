// Run once by compose.yaml's mongo-init (mongosh, connected to mongo1): initiates the replica set
// rs0 of the three members, then waits until it has a primary, since the service's first
// transaction needs one. Started again, it finds the set initiated and changes nothing.
const members = [
  { _id: 0, host: 'mongo1:27017', priority: 2 },
  { _id: 1, host: 'mongo2:27017', priority: 1 },
  { _id: 2, host: 'mongo3:27017', priority: 1 },
];

try {
  rs.status();
  print('replica set rs0 is already initiated');
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({ _id: 'rs0', members });
  print('replica set rs0 initiated');
}

for (let waited = 0; ; waited += 1) {
  const primary = rs.status().members.find((member) => member.stateStr === 'PRIMARY');
  if (primary) {
    print(`primary: ${primary.name}`);
    break;
  }
  if (waited >= 120) throw new Error('replica set rs0 has no primary after two minutes');
  sleep(1000);
}
