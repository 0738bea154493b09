// Sends every example through the TypeScript client openapi-generator (`typescript-fetch`) generated, and compares
// what it reads back. Type-checked by tsc (strict), run under Node:
//
//     node dist/roundtrip.js http://127.0.0.1:PORT Examples/*.json
//
// For each file: the family's generated request model reads it and writes it back unchanged; `computeLayout`
// posts it to the live server; the `LayoutResponse` it parses (attributes chosen by their `category`
// discriminator), written back with `LayoutResponseToJSON`, equals the JSON the server answers for the file's own
// bytes, and every parsed frame equals the raw frame. A scroll range example's answer is read as
// `AttributesInScrollRangeResponse`, its range and every header's `follows` number for number. Each request names
// the contract it needs (`layoutContract: '5'`) and each answer's `Layout-Contract` header is read from the generated
// client's raw response: 5; a request naming contract 6 is the server's 406 (`ResponseError`), a problem naming 5.
//
// typescript-fetch picks a branch of a oneOf without a discriminator by which required members are present. The
// four per-family requests have the same required members (the family is `layout.type`, one level down, which an
// OpenAPI discriminator cannot name), so the generated `LayoutRequestToJSON` writes every request as its first
// branch's (alphabetically: a compositional request). A client therefore writes the body with its family's own
// `…LayoutRequestToJSON`, handed to the generated call as the request-init override, as below; everything else is
// the generated code.
import * as generated from './generated';
import {
    Configuration,
    FlowLayoutRequest,
    Follows,
    FlowLayoutRequestToJSON,
    LayoutApi,
    LayoutAttributes,
    LayoutRequest,
    LayoutResponse,
    LayoutResponseToJSON,
} from './generated';

declare const process: { argv: string[]; exitCode?: number };
declare function require(name: string): any;
const fs = require('fs');
const nodePath = require('path');

interface Family {
    name: string;
    fromJSON(json: any): LayoutRequest;
    toJSON(request: any): any;
}

/// The family of a layout: the generated `instanceOf…Layout` that accepts it (each checks its `type` constant),
/// with that family's request model (`FlowLayoutRequest`, ...). Every family the contract has, none listed here.
function familyOf(layout: object): Family | undefined {
    const all = generated as { [name: string]: any };
    const matches = Object.keys(all)
        .map((name) => /^instanceOf(\w+)Layout$/.exec(name))
        .filter((match): match is RegExpExecArray => match !== null && all[match[0]](layout) === true)
        .map((match) => match[1]);
    if (matches.length !== 1) return undefined;
    const name = `${matches[0]}LayoutRequest`;
    return { name, fromJSON: all[`${name}FromJSON`], toJSON: all[`${name}ToJSON`] };
}

/// JSON values compared structurally, keys in any order; `undefined` members count as absent.
function same(a: any, b: any): boolean {
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
    }
    if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
        const keys = (o: any) => Object.keys(o).filter((k) => o[k] !== undefined).sort();
        const ka = keys(a);
        const kb = keys(b);
        return same(ka, kb) && ka.every((k) => same(a[k], b[k]));
    }
    return a === b;
}

function frameOf(attributes: LayoutAttributes): { x: number; y: number; width: number; height: number } {
    switch (attributes.category) {
        case 'cell':
            return attributes.frame;
        case 'supplementary':
            return attributes.frame;
        case 'decoration':
            return attributes.frame;
    }
}

/// The `follows` of one parsed attribute: only a header or footer of a range answer has one.
function followsOf(attributes: LayoutAttributes): Follows | undefined {
    return attributes.category === 'supplementary' ? attributes.follows : undefined;
}

/// Every attribute of an answer: an attributes or range response's, or each timeline entry's in order.
function attributesOf(answer: LayoutResponse): LayoutAttributes[] {
    return 'timeline' in answer ? answer.timeline.flatMap((entry) => entry.attributes) : answer.attributes;
}

/// The same from the raw JSON.
function rawAttributesOf(wire: any): any[] {
    return wire.timeline !== undefined ? wire.timeline.flatMap((entry: any) => entry.attributes) : wire.attributes;
}

async function roundTrip(api: LayoutApi, base: string, path: string): Promise<number | undefined> {
    const name = nodePath.basename(path);
    const body: string = fs.readFileSync(path, 'utf8');
    const raw = JSON.parse(body);
    const family = familyOf(raw.layout);
    if (family === undefined || family.fromJSON === undefined || family.toJSON === undefined) {
        console.log(`typescript: FAIL ${name}: no generated request model for ${raw.layout.type}`);
        return undefined;
    }
    const request = family.fromJSON(raw);
    const written = family.toJSON(request);
    if (!same(written, raw)) {
        console.log(`typescript: FAIL ${name}: ${family.name} does not write the example back unchanged`);
        return undefined;
    }
    // The override's `body` is the JSON value the runtime then stringifies, as `init.body` is.
    const response = await api.computeLayoutRaw({ layoutRequest: request, layoutContract: '5' }, async ({ init }) => ({
        ...init,
        body: written,
    }));
    const contract = response.raw.headers.get('Layout-Contract');
    if (contract !== '5') {
        console.log(`typescript: FAIL ${name}: the answer's Layout-Contract is ${contract}, not 5`);
        return undefined;
    }
    const answer = await response.value();
    const wire = await (
        await fetch(base + '/layout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    ).json();
    const mismatches: string[] = [];
    const typedAttributes = attributesOf(answer);
    const wireAttributes = rawAttributesOf(wire);
    if (typedAttributes.length !== wireAttributes.length) {
        mismatches.push(`${typedAttributes.length} attributes parsed, ${wireAttributes.length} sent`);
    }
    typedAttributes.forEach((typed, index) => {
        const sent = wireAttributes[index];
        if (sent === undefined) return;
        if (typed.category !== sent.category) mismatches.push(`attributes[${index}] category ${typed.category}`);
        const f = frameOf(typed);
        for (const key of ['x', 'y', 'width', 'height'] as const) {
            if (f[key] !== sent.frame[key]) mismatches.push(`attributes[${index}].frame.${key}: ${f[key]} vs ${sent.frame[key]}`);
        }
    });
    // An update example's `updates`, each element's two frames equal to the raw ones.
    let updateCount = 0;
    if (wire.updates !== undefined) {
        const typed = 'updates' in answer ? answer.updates?.elements : undefined;
        if (typed === undefined || typed.length !== wire.updates.elements.length) {
            mismatches.push(`updates not read as ${wire.updates.elements.length} UpdateElements`);
        } else {
            typed.forEach((element, index) => {
                const sent = wire.updates.elements[index];
                for (const end of ['from', 'to'] as const) {
                    for (const key of ['x', 'y', 'width', 'height'] as const) {
                        if (element[end].frame[key] !== sent[end].frame[key]) {
                            mismatches.push(`updates.elements[${index}].${end}.frame.${key}: ${element[end].frame[key]}`);
                        }
                    }
                }
            });
            updateCount = typed.length;
        }
    }
    // A range example's range, and each follower's four numbers as the generated `Follows` read them
    // (an absent bound stays absent); a range answer without any follower would check nothing here.
    let followerCount = 0;
    let pointCount = 0;
    if (wire.scrollRange !== undefined) {
        if (!('scrollRange' in answer)) {
            mismatches.push('a range answer not read as AttributesInScrollRangeResponse');
        } else if (answer.scrollRange.from !== wire.scrollRange.from || answer.scrollRange.to !== wire.scrollRange.to) {
            mismatches.push(`scrollRange ${JSON.stringify(answer.scrollRange)} vs ${JSON.stringify(wire.scrollRange)}`);
        }
        typedAttributes.forEach((typed, index) => {
            const read = followsOf(typed);
            const sent = wireAttributes[index]?.follows;
            if (sent === undefined) {
                if (read !== undefined) mismatches.push(`attributes[${index}] read a follows the server did not send`);
                return;
            }
            if (
                read === undefined ||
                read.offset !== sent.offset ||
                read.min !== sent.min ||
                read.max !== sent.max ||
                read.zIndex !== sent.zIndex
            ) {
                mismatches.push(`attributes[${index}].follows read as ${JSON.stringify(read)}, sent ${JSON.stringify(sent)}`);
                return;
            }
            followerCount += 1;
        });
        // A range of a layout with snapping: its snap points, offset for offset.
        if (wire.snapPoints !== undefined) {
            const read = 'snapPoints' in answer ? (answer.snapPoints ?? []) : [];
            if (read.length !== wire.snapPoints.length || read.some((p, i) => p.offset !== wire.snapPoints[i].offset)) {
                mismatches.push(`snapPoints read as ${JSON.stringify(read)}, sent ${wire.snapPoints.length} points`);
            }
            pointCount = wire.snapPoints.length;
        }
        if (followerCount === 0 && pointCount === 0) {
            mismatches.push('a scroll range example whose answer has no follows and no snap points');
        }
    }
    // A fling example's resting offset, read as the generated `FlingResult`.
    let flung = '';
    if (wire.fling !== undefined) {
        const read = 'fling' in answer ? answer.fling : undefined;
        const sent = wire.fling.restingOffset;
        if (read === undefined || read.restingOffset.x !== sent.x || read.restingOffset.y !== sent.y) {
            mismatches.push(`fling read as ${JSON.stringify(read)}, sent ${JSON.stringify(wire.fling)}`);
        } else {
            flung = `, flung to (${read.restingOffset.x}, ${read.restingOffset.y})`;
        }
    }
    if (!same(LayoutResponseToJSON(answer), wire)) mismatches.push('the written-back answer differs from the raw JSON');
    if (mismatches.length > 0) {
        console.log(`typescript: FAIL ${name}: ${mismatches.slice(0, 3).join('; ')}`);
        return undefined;
    }
    const shape =
        'timeline' in answer
            ? 'TimelineResponse'
            : 'scrollRange' in answer
              ? 'AttributesInScrollRangeResponse'
              : 'AttributesResponse';
    const updates = updateCount > 0 ? `, ${updateCount} update elements` : '';
    const followers = followerCount > 0 ? `, ${followerCount} follows` : '';
    const points = pointCount > 0 ? `, ${pointCount} snap points` : '';
    console.log(
        `typescript: ok ${name}: ${family.name} -> ${shape}, ${typedAttributes.length} frames equal to the raw JSON${updates}${followers}${points}${flung}`,
    );
    return typedAttributes.length;
}

async function main(): Promise<number> {
    const [base, ...paths] = process.argv.slice(2);
    const api = new LayoutApi(new Configuration({ basePath: base }));
    let passed = 0;
    let frames = 0;
    for (const path of paths) {
        try {
            const count = await roundTrip(api, base, path);
            if (count !== undefined) {
                passed += 1;
                frames += count;
            }
        } catch (error) {
            console.log(`typescript: FAIL ${nodePath.basename(path)}: ${error}`);
        }
    }
    // A typed request written by hand (tsc checks its shape), sent the same way.
    const typed: FlowLayoutRequest = {
        collectionView: { size: { width: 375, height: 667 } },
        layout: { type: 'flow', itemSize: { width: 100, height: 100 } },
        sections: [{ itemCount: 3 }],
        elements: 'all',
    };
    const typedBody: any = FlowLayoutRequestToJSON(typed); // the JSON value the runtime stringifies
    const plain = await api.computeLayout({ layoutRequest: typed }, async ({ init }) => ({ ...init, body: typedBody }));
    // Three 100-point items on a 375-point line: 75 points left over two gaps of 37.5, so x = 0, 137.5, 275.
    const xs = attributesOf(plain).map((a) => frameOf(a).x).join(',');
    const handOk = xs === '0,137.5,275';
    console.log(`typescript: ${handOk ? 'ok' : 'FAIL'} a hand-typed FlowLayoutRequest answers x = ${xs}`);
    // A request needing a later contract: the generated client rejects with the server's 406.
    let laterOk = false;
    try {
        await api.computeLayout({ layoutRequest: typed, layoutContract: '6' }, async ({ init }) => ({ ...init, body: typedBody }));
        console.log('typescript: FAIL a request needing contract 6 was answered');
    } catch (error) {
        if (error instanceof generated.ResponseError) {
            const problem = await error.response.json();
            laterOk =
                error.response.status === 406 &&
                error.response.headers.get('Layout-Contract') === '5' &&
                problem.type === '/problems/unsupported-contract' &&
                problem.detail === 'this server speaks layout contract 5; the request needs contract 6';
            console.log(`typescript: ${laterOk ? 'ok' : 'FAIL'} a request needing contract 6: ${error.response.status} ${problem.type}: ${problem.detail}`);
        } else {
            console.log(`typescript: FAIL a request needing contract 6: ${error}`);
        }
    }
    console.log(`typescript: ${passed} of ${paths.length} examples round-tripped with Layout-Contract 5 read from each answer, ${frames} frames compared; ${paths.length - passed} failures`);
    return passed === paths.length && handOk && laterOk ? 0 : 1;
}

main().then(
    (code) => {
        process.exitCode = code;
    },
    (error) => {
        console.log(`typescript: FAIL ${error}`);
        process.exitCode = 1;
    },
);
