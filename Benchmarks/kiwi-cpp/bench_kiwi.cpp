// bench_kiwi.cpp — the enaml and K-blocks workloads of shared/workloads/README.md
// on kiwi's C++ core (the headers of the kiwisolver source distribution),
// without Python in front of it. Built by build.sh; run by trellis-bench.
//
// It speaks the serve protocol of bench_kiwi.py: started with
//
//     bench-kiwi --serve --workloads DIR [--blocks K] [--only enaml,blocks]
//
// it loads the workloads, prints one `ready` line, then answers one JSON
// request a line on stdin ({"name": "enaml.build", "batch": 20}) with one
// JSON line (the mean seconds of one operation over the batch) until the end
// of its input. Constraints and variables are made before timing, as on the
// Swift and Python sides; a build times making the solver, adding the edits
// and constraints, and destroying the solver.
//
//     bench-kiwi --fair-run NAME COUNT BATCHES --workloads DIR
//
// runs one workload back to back in this process, for `trellis-bench --only
// kiwi-fair` (wall clock, and instructions under callgrind counted in
// `kiwiFairRegion` only).

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#ifndef KIWI_VERSION_TEXT
#define KIWI_VERSION_TEXT "unknown"
#endif

namespace {

// ---------------------------------------------------------------------------
// enaml.layout: `var a, b`, `edit a @P`, `suggest a V` (ignored) and linear
// constraints `EXPR (==|<=|>=) EXPR [@P]`, terms `N`, `NAME`, `N * NAME`.

struct ParsedConstraint {
    std::vector<std::pair<std::string, double>> terms;
    double constant = 0;
    kiwi::RelationalOperator relation = kiwi::OP_EQ;
    int priority = 1000;
};

struct SystemFile {
    std::vector<std::string> variables;
    std::vector<std::pair<std::string, int>> edits;
    std::vector<ParsedConstraint> constraints;
};

std::string trimmed(const std::string &text) {
    size_t start = text.find_first_not_of(" \t\r");
    if (start == std::string::npos) return "";
    size_t end = text.find_last_not_of(" \t\r");
    return text.substr(start, end - start + 1);
}

bool parseNumber(const std::string &text, double &value) {
    char *end = nullptr;
    value = std::strtod(text.c_str(), &end);
    return !text.empty() && end == text.c_str() + text.size();
}

void parseExpression(const std::string &text, double sign0, ParsedConstraint &into) {
    std::vector<std::string> tokens;
    std::string current;
    for (char ch : text) {
        if (ch == ' ') {
            if (!current.empty()) tokens.push_back(current), current.clear();
        } else if (ch == '+' || ch == '-' || ch == '*') {
            if (!current.empty()) tokens.push_back(current), current.clear();
            tokens.push_back(std::string(1, ch));
        } else {
            current += ch;
        }
    }
    if (!current.empty()) tokens.push_back(current);
    double sign = 1;
    for (size_t i = 0; i < tokens.size(); ++i) {
        const std::string &t = tokens[i];
        if (t == "+" || t == "-") {
            if (t == "-") sign = -sign;
            continue;
        }
        double coefficient = sign * sign0, number = 0;
        std::string name;
        if (parseNumber(t, number)) coefficient *= number; else name = t;
        if (i + 2 < tokens.size() && tokens[i + 1] == "*") {
            const std::string &other = tokens[i + 2];
            if (parseNumber(other, number)) coefficient *= number;
            else if (name.empty()) name = other;
            else throw std::runtime_error("product of two variables: " + text);
            i += 2;
        }
        if (name.empty()) into.constant += coefficient; else into.terms.emplace_back(name, coefficient);
        sign = 1;
    }
}

SystemFile parseFile(const std::string &path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    SystemFile file;
    std::string raw;
    while (std::getline(in, raw)) {
        std::string line = trimmed(raw.substr(0, raw.find('#')));
        if (line.empty()) continue;
        if (line.rfind("var ", 0) == 0) {
            std::stringstream names(line.substr(4));
            std::string name;
            while (std::getline(names, name, ',')) file.variables.push_back(trimmed(name));
        } else if (line.rfind("edit ", 0) == 0) {
            std::stringstream parts(line.substr(5));
            std::string name, priority;
            parts >> name >> priority;
            file.edits.emplace_back(name, std::stoi(priority.substr(1)));
        } else if (line.rfind("suggest ", 0) == 0) {
            continue;
        } else {
            ParsedConstraint c;
            size_t at = line.rfind('@');
            if (at != std::string::npos) {
                c.priority = std::stoi(line.substr(at + 1));
                line = line.substr(0, at);
            }
            const char *ops[] = {"==", "<=", ">="};
            const kiwi::RelationalOperator relations[] = {kiwi::OP_EQ, kiwi::OP_LE, kiwi::OP_GE};
            size_t position = std::string::npos;
            for (int k = 0; k < 3 && position == std::string::npos; ++k) {
                position = line.find(ops[k]);
                if (position != std::string::npos) c.relation = relations[k];
            }
            if (position == std::string::npos) throw std::runtime_error("no relation: " + raw);
            parseExpression(line.substr(0, position), 1, c);
            parseExpression(line.substr(position + 2), -1, c);
            file.constraints.push_back(c);
        }
    }
    return file;
}

// enaml.layout's header: required -> required, strong -> 900,
// 100 x medium -> 600, 1.25 x medium -> 510, medium -> 500, weak -> 100.
double enamlStrength(int priority) {
    switch (priority) {
    case 1000: return kiwi::strength::required;
    case 900: return kiwi::strength::strong;
    case 600: return 100 * kiwi::strength::medium;
    case 510: return 1.25 * kiwi::strength::medium;
    case 500: return kiwi::strength::medium;
    case 100: return kiwi::strength::weak;
    }
    throw std::runtime_error("enaml.layout: no kiwi strength for priority " + std::to_string(priority));
}

/// One copy of the system with its own variables and constraints, made once.
struct Instance {
    std::vector<std::string> names;
    std::vector<kiwi::Variable> variables;
    std::vector<std::pair<kiwi::Variable, double>> edits;
    std::vector<kiwi::Constraint> constraints;
    kiwi::Variable width, height;

    Instance(const SystemFile &file, const std::string &prefix) : names(file.variables) {
        std::map<std::string, kiwi::Variable> byName;
        for (const std::string &name : file.variables) {
            kiwi::Variable v(prefix + name);
            variables.push_back(v);
            byName.emplace(name, v);
        }
        auto lookUp = [&](const std::string &name) {
            auto found = byName.find(name);
            if (found == byName.end()) throw std::runtime_error("undeclared variable " + name);
            return found->second;
        };
        for (const auto &edit : file.edits) edits.emplace_back(lookUp(edit.first), enamlStrength(edit.second));
        for (const ParsedConstraint &c : file.constraints) {
            std::vector<kiwi::Term> terms;
            for (const auto &term : c.terms) terms.emplace_back(lookUp(term.first), term.second);
            constraints.emplace_back(kiwi::Expression(std::move(terms), c.constant), c.relation,
                                     enamlStrength(c.priority));
        }
        width = lookUp("width");
        height = lookUp("height");
    }

    void addTo(kiwi::Solver &solver) const {
        for (const auto &edit : edits) solver.addEditVariable(edit.first, edit.second);
        for (const kiwi::Constraint &c : constraints) solver.addConstraint(c);
    }

    /// Suggests a size, updates the variables and reads every one.
    double resize(kiwi::Solver &solver, double w, double h) const {
        solver.suggestValue(width, w);
        solver.suggestValue(height, h);
        solver.updateVariables();
        double sum = 0;
        for (const kiwi::Variable &v : variables) sum += v.value();
        return sum;
    }
};

// ---------------------------------------------------------------------------
// Sampling: the same shape as bench_kiwi.py's `Sampler`.

volatile double checksum = 0;

struct Sampler {
    std::function<void(long)> operation;
    long index = 0;
    bool warmedUp = false;

    double sample(long batch) {
        if (!warmedUp) {
            operation(index++);
            warmedUp = true;
        }
        auto start = std::chrono::steady_clock::now();
        for (long i = 0; i < batch; ++i) operation(index++);
        std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        return elapsed.count() / double(batch);
    }
};

std::string quoted(const std::string &text) {
    std::string out = "\"";
    for (char ch : text) {
        if (ch == '"' || ch == '\\') out += '\\';
        out += ch;
    }
    return out + "\"";
}

/// The string value of `"key": "…"` or the number of `"key": N` in a flat JSON line.
bool field(const std::string &line, const std::string &key, std::string &value) {
    size_t at = line.find("\"" + key + "\"");
    if (at == std::string::npos) return false;
    at = line.find(':', at);
    if (at == std::string::npos) return false;
    at = line.find_first_not_of(" ", at + 1);
    if (at == std::string::npos) return false;
    if (line[at] == '"') {
        size_t end = line.find('"', at + 1);
        if (end == std::string::npos) return false;
        value = line.substr(at + 1, end - at - 1);
    } else {
        size_t end = line.find_first_of(",} ", at);
        value = line.substr(at, end == std::string::npos ? std::string::npos : end - at);
    }
    return true;
}

std::string compilerText() {
#if defined(__clang__)
    return "clang++ " + std::to_string(__clang_major__) + "." + std::to_string(__clang_minor__) + "." +
           std::to_string(__clang_patchlevel__);
#elif defined(__GNUC__)
    return std::string("g++ ") + __VERSION__;
#else
    return "unknown";
#endif
}

// The measured region of `--fair-run`: one batch of a workload. Never
// inlined, so that `valgrind --tool=callgrind --toggle-collect='*kiwiFairRegion*'`
// counts the instructions of the batches only (not the parsing, the setup
// or the warm-up); trellis-bench's side has a function of the same name.
__attribute__((noinline)) double kiwiFairRegion(Sampler &sampler, long count) { return sampler.sample(count); }

/// `--fair-run NAME COUNT BATCHES`: one warm-up operation, then BATCHES
/// batches of COUNT operations back to back in this process; prints the
/// median seconds of one operation.
int fairRun(std::map<std::string, Sampler> &samplers, const std::string &name, long count, long batches) {
    if (!samplers.count(name) || count < 1 || batches < 1) {
        std::cerr << "bench-kiwi: --fair-run: unknown workload or bad count: " << name << "\n";
        return 2;
    }
    Sampler &sampler = samplers[name];
    sampler.sample(1);
    std::vector<double> seconds;
    for (long b = 0; b < batches; ++b) seconds.push_back(kiwiFairRegion(sampler, count));
    std::sort(seconds.begin(), seconds.end());
    char text[64];
    std::snprintf(text, sizeof text, "%.9e", seconds[seconds.size() / 2]);
    std::cout << "{\"kind\": \"fair\", \"name\": " << quoted(name) << ", \"compiler\": " << quoted(compilerText())
              << ", \"seconds\": " << text << "}" << std::endl;
    return 0;
}

struct FairRequest {
    std::string name;
    long count = 0, batches = 0;
};

int serve(const std::string &workloads, int k, const std::set<std::string> &only, const FairRequest *fair) {
    SystemFile file = parseFile(workloads + "/enaml.layout");
    if (file.constraints.size() != 111 || file.edits.size() != 2)
        throw std::runtime_error("enaml.layout: expected 2 edits and 111 constraints");
    std::map<std::string, Sampler> samplers;
    std::string values;

    Instance enaml(file, "");
    kiwi::Solver solver;
    std::vector<Instance> blocks;
    kiwi::Solver blocksSolver;
    if (only.count("enaml")) {
        samplers["enaml.build"].operation = [&](long) {
            kiwi::Solver built;
            enaml.addTo(built);
        };
        enaml.addTo(solver);
        enaml.resize(solver, 400, 600);
        values = "{\"kind\": \"values\", \"name\": \"enaml.400x600\", \"values\": {";
        for (size_t i = 0; i < enaml.variables.size(); ++i) {
            char number[64];
            std::snprintf(number, sizeof number, "%.17g", enaml.variables[i].value());
            values += (i ? ", " : "") + quoted(enaml.names[i]) + ": " + number;
        }
        values += "}}";
        samplers["enaml.steady"].operation = [&](long) { checksum = checksum + enaml.resize(solver, 400, 600); };
        samplers["enaml.nudge"].operation = [&](long i) {
            checksum = checksum + enaml.resize(solver, i % 2 == 0 ? 401 : 400, 600);
        };
        samplers["enaml.pivot"].operation = [&](long i) {
            checksum = checksum + (i % 2 == 0 ? enaml.resize(solver, 100, 50) : enaml.resize(solver, 400, 600));
        };
    }
    if (only.count("blocks")) {
        for (int b = 0; b < k; ++b) blocks.emplace_back(file, "b" + std::to_string(b) + ".");
        samplers["blocks.build"].operation = [&](long) {
            kiwi::Solver built;
            for (const Instance &block : blocks) block.addTo(built);
        };
        for (const Instance &block : blocks) block.addTo(blocksSolver);
        for (const Instance &block : blocks) block.resize(blocksSolver, 400, 600);
        samplers["blocks.resize"].operation = [&](long i) {
            const Instance &middle = blocks[k / 2];
            checksum = checksum + (i % 2 == 0 ? middle.resize(blocksSolver, 100, 50)
                                              : middle.resize(blocksSolver, 400, 600));
        };
    }
    if (fair) return fairRun(samplers, fair->name, fair->count, fair->batches);
    std::string names;
    for (const auto &entry : samplers) names += (names.empty() ? "" : ", ") + quoted(entry.first);
    std::cout << "{\"kind\": \"ready\", \"kiwisolver\": " << quoted(KIWI_VERSION_TEXT)
              << ", \"compiler\": " << quoted(compilerText()) << ", \"names\": [" << names << "]}" << std::endl;

    std::string line;
    while (std::getline(std::cin, line)) {
        if (trimmed(line).empty()) continue;
        std::string name, batchText = "1";
        if (!field(line, "name", name)) {
            std::cout << "{\"kind\": \"error\", \"message\": \"no name in the request\"}" << std::endl;
            continue;
        }
        field(line, "batch", batchText);
        long batch = std::atol(batchText.c_str());
        if (name == "enaml.values" && !values.empty()) {
            std::cout << values << std::endl;
        } else if (samplers.count(name) && batch >= 1) {
            char seconds[64];
            std::snprintf(seconds, sizeof seconds, "%.9e", samplers[name].sample(batch));
            std::cout << "{\"kind\": \"sample\", \"name\": " << quoted(name) << ", \"seconds\": " << seconds << "}"
                      << std::endl;
        } else {
            std::cout << "{\"kind\": \"error\", \"message\": " << quoted("unknown workload or bad batch: " + name)
                      << "}" << std::endl;
        }
    }
    return 0;
}

} // namespace

int main(int argc, char **argv) {
    std::string workloads;
    int k = 100;
    std::set<std::string> only = {"enaml", "blocks"};
    bool serving = false;
    FairRequest fair;
    for (int i = 1; i < argc; ++i) {
        std::string flag = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::runtime_error(flag + " needs a value");
            return argv[++i];
        };
        try {
            if (flag == "--serve") serving = true;
            else if (flag == "--workloads") workloads = value();
            else if (flag == "--fair-run") {
                fair.name = value();
                fair.count = std::stol(value());
                fair.batches = std::stol(value());
                only = {fair.name.substr(0, fair.name.find('.'))};
            }
            else if (flag == "--blocks") k = std::stoi(value());
            else if (flag == "--only") {
                only.clear();
                std::stringstream list(value());
                std::string item;
                while (std::getline(list, item, ',')) only.insert(item);
            } else throw std::runtime_error("unknown option " + flag);
        } catch (const std::exception &error) {
            std::cerr << "bench-kiwi: " << error.what() << "\n";
            return 2;
        }
    }
    if ((!serving && fair.name.empty()) || workloads.empty()) {
        std::cerr << "usage: bench-kiwi --serve --workloads DIR [--blocks K] [--only enaml,blocks]\n"
                     "       bench-kiwi --fair-run NAME COUNT BATCHES --workloads DIR\n";
        return 2;
    }
    try {
        return serve(workloads, k, only, fair.name.empty() ? nullptr : &fair);
    } catch (const std::exception &error) {
        std::cout << "{\"kind\": \"error\", \"message\": " << quoted(error.what()) << "}" << std::endl;
        std::cerr << "bench-kiwi: " << error.what() << "\n";
        return 1;
    }
}
