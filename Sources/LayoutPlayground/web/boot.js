const initial = new URLSearchParams(location.search);
const asked = initial.get("example");
const names = Object.keys(examples);
if (asked && !names.includes(asked)) notice = `no example named ${asked}; showing ${names[0]}`;
load(asked && names.includes(asked) ? asked : names[0], initial);
