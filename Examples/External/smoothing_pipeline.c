/*
 * An incremental smoothing ink pipeline for InkBench's external-pipeline protocol, version 2,
 * in one C file with no dependencies: `cc -O2 -o smoothing_pipeline smoothing_pipeline.c -lm`.
 *
 * InkBench starts this program once per trace and configuration, writes a hello line that the
 * program answers when it is ready (its start-up is timed apart from the callbacks), then one
 * JSON request per line on its standard input, one per simulated touch callback; the program
 * answers each with one JSON line on its standard output (docs/external-protocol.md). Callbacks
 * of version 1 (a configuration with `protocol: 1`) are answered too.
 *
 * The pipeline is the one of smoothing_pipeline.py: every real sample of a touch becomes one point
 * of an exponentially smoothed polyline, s_i = s_(i-1) + ALPHA * (p_i - s_(i-1)); only new samples
 * are smoothed, and the predicted touches become a temporary smoothed tail recomputed on every
 * callback. Each reply reports the points produced and recomputed, the dirty rectangle, the drawn
 * tip and the handler's own time in microseconds (CLOCK_MONOTONIC).
 *
 * The request is read with a small JSON parser into a tree of values (numbers, strings, arrays,
 * objects); only the members the pipeline needs are looked at.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ALPHA 0.5      /* weight of a new sample in the smoothed point */
#define HALF_WIDTH 1.5 /* half the stroke width, points */

/* ---- JSON values ---------------------------------------------------------------------------- */

enum kind { NUL, BOOLEAN, NUMBER, STRING, ARRAY, OBJECT };

struct value {
    enum kind kind;
    double number;       /* NUMBER, BOOLEAN (0 or 1) */
    char *text;          /* STRING */
    char *key;           /* the member's name, for a member of an OBJECT */
    struct value *items; /* ARRAY elements or OBJECT members, `count` of them */
    size_t count;
};

struct parser {
    const char *at;
    int failed;
};

static void skip_space(struct parser *p) {
    while (*p->at == ' ' || *p->at == '\t' || *p->at == '\r' || *p->at == '\n') p->at++;
}

static void parse_value(struct parser *p, struct value *out, int depth);

static char *parse_string(struct parser *p) {
    size_t capacity = 16, length = 0;
    char *text = malloc(capacity);
    p->at++; /* opening quote */
    while (*p->at && *p->at != '"') {
        char c = *p->at++;
        if (c == '\\') {
            char e = *p->at++;
            switch (e) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'u': c = '?'; p->at += (strlen(p->at) >= 4 ? 4 : strlen(p->at)); break; /* names only: not needed */
            case '\0': p->failed = 1; p->at--; break;
            default: c = e;
            }
        }
        if (length + 1 >= capacity) text = realloc(text, capacity *= 2);
        text[length++] = c;
    }
    if (*p->at != '"') p->failed = 1; else p->at++;
    text[length] = '\0';
    return text;
}

static void append(struct value *container, struct value *item) {
    container->items = realloc(container->items, (container->count + 1) * sizeof *item);
    container->items[container->count++] = *item;
}

static void parse_value(struct parser *p, struct value *out, int depth) {
    memset(out, 0, sizeof *out);
    skip_space(p);
    if (depth > 32) { p->failed = 1; return; }
    char c = *p->at;
    if (c == '{' || c == '[') {
        out->kind = c == '{' ? OBJECT : ARRAY;
        p->at++;
        skip_space(p);
        if (*p->at == (c == '{' ? '}' : ']')) { p->at++; return; }
        while (!p->failed) {
            struct value item;
            char *key = NULL;
            if (out->kind == OBJECT) {
                skip_space(p);
                if (*p->at != '"') { p->failed = 1; return; }
                key = parse_string(p);
                skip_space(p);
                if (*p->at != ':') { free(key); p->failed = 1; return; }
                p->at++;
            }
            parse_value(p, &item, depth + 1);
            item.key = key;
            append(out, &item);
            skip_space(p);
            if (*p->at == ',') { p->at++; continue; }
            if (*p->at == (out->kind == OBJECT ? '}' : ']')) { p->at++; return; }
            p->failed = 1;
        }
    } else if (c == '"') {
        out->kind = STRING;
        out->text = parse_string(p);
    } else if (!strncmp(p->at, "true", 4) || !strncmp(p->at, "false", 5)) {
        out->kind = BOOLEAN;
        out->number = *p->at == 't';
        p->at += *p->at == 't' ? 4 : 5;
    } else if (!strncmp(p->at, "null", 4)) {
        out->kind = NUL;
        p->at += 4;
    } else {
        char *end;
        out->kind = NUMBER;
        out->number = strtod(p->at, &end);
        if (end == p->at) p->failed = 1;
        p->at = end;
    }
}

static void release(struct value *v) {
    for (size_t i = 0; i < v->count; i++) release(&v->items[i]);
    free(v->items);
    free(v->text);
    free(v->key);
}

/* The member `key` of object `v`, or NULL. */
static const struct value *member(const struct value *v, const char *key) {
    if (!v || v->kind != OBJECT) return NULL;
    for (size_t i = 0; i < v->count; i++)
        if (!strcmp(v->items[i].key, key)) return &v->items[i];
    return NULL;
}

static double number(const struct value *v, const char *key) {
    const struct value *m = member(v, key);
    return m && m->kind == NUMBER ? m->number : 0;
}

/* ---- the pipeline --------------------------------------------------------------------------- */

struct point { double x, y, t; };

struct stroke {
    long touch;
    struct point *points, *tail;
    size_t count, capacity, tail_count, tail_capacity;
};

static struct stroke *strokes;
static size_t stroke_count;

static struct stroke *stroke_for(long touch) {
    for (size_t i = 0; i < stroke_count; i++)
        if (strokes[i].touch == touch) return &strokes[i];
    strokes = realloc(strokes, (stroke_count + 1) * sizeof *strokes);
    memset(&strokes[stroke_count], 0, sizeof *strokes);
    strokes[stroke_count].touch = touch;
    return &strokes[stroke_count++];
}

static void push(struct point **points, size_t *count, size_t *capacity, struct point point) {
    if (*count == *capacity) {
        *capacity = *capacity ? *capacity * 2 : 64;
        *points = realloc(*points, *capacity * sizeof **points);
    }
    (*points)[(*count)++] = point;
}

struct box { int empty; double left, top, right, bottom; };

static void grow(struct box *box, double x, double y) {
    if (box->empty) {
        *box = (struct box){0, x - HALF_WIDTH, y - HALF_WIDTH, x + HALF_WIDTH, y + HALF_WIDTH};
        return;
    }
    if (x - HALF_WIDTH < box->left) box->left = x - HALF_WIDTH;
    if (y - HALF_WIDTH < box->top) box->top = y - HALF_WIDTH;
    if (x + HALF_WIDTH > box->right) box->right = x + HALF_WIDTH;
    if (y + HALF_WIDTH > box->bottom) box->bottom = y + HALF_WIDTH;
}

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

/* Answers the hello of protocol version 2: the reply members this pipeline fills in. */
static void greet(void) {
    printf("{\"version\":2,\"reports\":[\"points_produced\",\"points_recomputed\",\"dirty\",\"tip\",\"handler_us\"]}\n");
    fflush(stdout);
}

/* Runs one callback (or answers the hello) and writes its reply line. */
static int handle(const struct value *request, double start) {
    const struct value *version = member(request, "version"), *type = member(request, "type"), *touches = member(request, "touches");
    if (version && version->number == 2 && type && type->kind == STRING && !strcmp(type->text, "hello")) {
        greet();
        return 1;
    }
    if (!version || (version->number != 1 && version->number != 2) || !touches || touches->kind != ARRAY) {
        fprintf(stderr, "smoothing_pipeline.c speaks protocol versions 1 and 2\n");
        return 0;
    }
    long produced = 0, recomputed = 0;
    struct box dirty = {1, 0, 0, 0, 0};
    int has_tip = 0;
    long tip_touch = 0;
    struct point tip = {0, 0, 0};
    int tip_predicted = 0;
    for (size_t i = 0; i < touches->count; i++) {
        const struct value *touch = &touches->items[i];
        const struct value *coalesced = member(touch, "coalesced"), *predicted = member(touch, "predicted"), *phase = member(touch, "phase");
        struct stroke *stroke = stroke_for((long)number(touch, "touch"));
        for (size_t k = 0; k < stroke->tail_count; k++) grow(&dirty, stroke->tail[k].x, stroke->tail[k].y);
        stroke->tail_count = 0;
        if (phase && phase->kind == STRING && !strcmp(phase->text, "cancelled")) {
            for (size_t k = 0; k < stroke->count; k++) grow(&dirty, stroke->points[k].x, stroke->points[k].y);
            stroke->count = 0;
            continue;
        }
        size_t real = coalesced && coalesced->kind == ARRAY ? coalesced->count : 0;
        if (stroke->count && real) grow(&dirty, stroke->points[stroke->count - 1].x, stroke->points[stroke->count - 1].y);
        for (size_t k = 0; k < real; k++) {
            const struct value *sample = &coalesced->items[k];
            struct point p = {number(sample, "x"), number(sample, "y"), number(sample, "t")};
            if (stroke->count) {
                struct point last = stroke->points[stroke->count - 1];
                p.x = last.x + ALPHA * (p.x - last.x);
                p.y = last.y + ALPHA * (p.y - last.y);
            }
            push(&stroke->points, &stroke->count, &stroke->capacity, p);
            grow(&dirty, p.x, p.y);
            produced++;
            recomputed++;
        }
        size_t guesses = predicted && predicted->kind == ARRAY ? predicted->count : 0;
        for (size_t k = 0; k < guesses; k++) {
            const struct value *sample = &predicted->items[k];
            struct point p = {number(sample, "x"), number(sample, "y"), number(sample, "t")};
            const struct point *last = stroke->tail_count ? &stroke->tail[stroke->tail_count - 1] : (stroke->count ? &stroke->points[stroke->count - 1] : NULL);
            if (last) {
                p.x = last->x + ALPHA * (p.x - last->x);
                p.y = last->y + ALPHA * (p.y - last->y);
            }
            push(&stroke->tail, &stroke->tail_count, &stroke->tail_capacity, p);
            grow(&dirty, p.x, p.y);
            recomputed++;
        }
        if (real && (stroke->count || stroke->tail_count)) {
            has_tip = 1;
            tip_touch = stroke->touch;
            tip_predicted = stroke->tail_count > 0;
            tip = tip_predicted ? stroke->tail[stroke->tail_count - 1] : stroke->points[stroke->count - 1];
        }
    }
    printf("{\"id\":%.0f,\"points_produced\":%ld,\"points_recomputed\":%ld", number(request, "id"), produced, recomputed);
    if (!dirty.empty)
        printf(",\"dirty\":{\"x\":%.17g,\"y\":%.17g,\"width\":%.17g,\"height\":%.17g}", dirty.left, dirty.top, dirty.right - dirty.left, dirty.bottom - dirty.top);
    if (has_tip)
        printf(",\"tip\":{\"touch\":%ld,\"x\":%.17g,\"y\":%.17g,\"t\":%.17g,\"predicted\":%s}", tip_touch, tip.x, tip.y, tip.t, tip_predicted ? "true" : "false");
    printf(",\"handler_us\":%.3f}\n", now_us() - start);
    fflush(stdout);
    return 1;
}

int main(void) {
    size_t capacity = 1 << 16;
    char *line = malloc(capacity);
    size_t length = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (c != '\n') {
            if (length + 1 >= capacity) line = realloc(line, capacity *= 2);
            line[length++] = (char)c;
            continue;
        }
        double start = now_us();
        line[length] = '\0';
        length = 0;
        struct parser parser = {line, 0};
        struct value request;
        parse_value(&parser, &request, 0);
        if (parser.failed || request.kind != OBJECT) {
            fprintf(stderr, "smoothing_pipeline.c: a request is not a JSON object\n");
            return 2;
        }
        int handled = handle(&request, start);
        release(&request);
        if (!handled) return 2;
    }
    return 0;
}
